import { cva, type VariantProps } from "class-variance-authority";

/** The one look of every call to action, whether it renders a <button>, <a> or <Link>. */
export const buttonStyles = cva(
  "inline-flex items-center justify-center gap-1 rounded-full font-semibold whitespace-nowrap transition-[background-color,box-shadow,transform] duration-200 hover:-translate-y-px active:translate-y-0 disabled:pointer-events-none disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-accent-400 text-ink-950 shadow-card hover:bg-accent-300 hover:shadow-lift",
        brand: "bg-brand-600 text-white shadow-card hover:bg-brand-700 hover:shadow-lift",
        outline: "border-2 border-brand-600 text-brand-700 hover:bg-brand-50",
        ghost: "text-brand-700 hover:bg-brand-50",
        light: "bg-white text-brand-800 shadow-card hover:bg-brand-50",
        /** For what cannot be undone (an erasure): red, so it never looks like the next step. */
        danger: "bg-danger-700 text-white shadow-card hover:bg-danger-800 hover:shadow-lift",
      },
      size: {
        sm: "min-h-5 px-2 text-sm",
        md: "min-h-6 px-3 text-base",
        lg: "min-h-7 px-4 text-lg",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonStyleProps = VariantProps<typeof buttonStyles>;
