import { z } from "~/utils/zod";

export const ToastSchema = z.object({
  type: z.enum(["success", "error", "message"]).default("message"),
  title: z.string(),
  description: z.string().optional(),
});

export type Toast = z.input<typeof ToastSchema>;
