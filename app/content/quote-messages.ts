// What the visitor is told after sending a quote (spec §8, §9): the toast's texts, which the
// page a browser without JavaScript lands on (/quote/sent) repeats word for word. Kept here,
// apart from the form's code, so that page does not pull the form into its bundle.

export const SUCCESS_TITLE = "We have received your submission!";
export const SUCCESS_TEXT =
  "We'll reach out to you soon. Get ready to take your business to the next level 🚀";
export const ERROR_TEXT = "Something went wrong. Please try again.";
