import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";
import { useToastPlacement } from "./toast-placement";

/** Where toasts appear and how they look; loaded with the first toast (see `showToastMessage`). */
export default function ToastStack({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  const { offset, mobileOffset } = useToastPlacement();
  return (
    <>
      <Sonner
        position="top-right"
        offset={offset}
        mobileOffset={mobileOffset}
        closeButton
        toastOptions={{
          duration: 5000,
          classNames: {
            toast: "!rounded-card !border !border-line !bg-white !text-ink !shadow-lg",
            title: "!font-semibold !text-ink",
            description: "!text-ink-soft",
            success: "!border-l-4 !border-l-success [&_[data-icon]]:!text-success",
            error: "!border-l-4 !border-l-destructive [&_[data-icon]]:!text-destructive",
          },
        }}
      />
    </>
  );
}
