import { z } from "~/utils/zod";

export const ToastSchema = z.object({
  type: z.enum(["success", "error", "message"]).default("message"),
  title: z.string(),
  description: z.string().optional(),
});

export type Toast = z.input<typeof ToastSchema> & {
  /** Shown in the place of a toast of the same id still on screen, and dismissed by it (browser only). */
  id?: string;
};
