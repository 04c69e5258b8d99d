import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";

/** Where toasts appear and how they look; loaded with the first toast (see `showToastMessage`). */
export default function ToastStack({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted]);
  return (
    <>
      {/* Below the sticky header (4rem), so a toast never covers its menu, search or account buttons; on phones
          also below the full-screen chat's header and step count, which the chat's own toasts would hide. */}
      <Sonner
        position="top-right"
        offset={{ top: 80, right: 16 }}
        mobileOffset={{ top: 152, right: 12, left: 12 }}
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
