import { CheckCircle2, Send, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { quietSidebarLeadForm } from "~/components/leads/sidebar-lead-form";
import { SpamTrapFields } from "~/components/spam-trap-fields";
import { showToastMessage } from "~/components/toaster";
import { useReturnFocus } from "~/components/ui/return-focus";
import type { action } from "~/routes/api/leads";
import { cn } from "~/utils/cn";
import { readReadingPath } from "~/utils/reading-path";
import { LEAD_FIELDS, leadErrorToast, leadFieldError, type LeadField, type Touchpoint } from "~/validation/lead";
import { asOneLine } from "~/validation/text";
import { CHAT_STEPS, CHAT_TIMING } from "./chat-script";

// One toast for the answer being refused, however often it is sent; it goes once the answer is taken or the chat closes.
const ANSWER_REFUSED_TOAST = "lead-chat-answer-refused";

interface Message {
  id: number;
  from: "advisor" | "visitor";
  text: string;
}

type Phase = "asking" | "waiting" | "sending" | "done";
type Answers = Partial<Record<LeadField, string>>;

/**
 * The five-step lead chat (loaded on first open). Each answer is checked with the lead schema's rule for
 * its field; the next question follows after the spec's pauses; after the fifth answer the lead is sent to
 * the one lead action, and the thank-you panel closes the chat after 3 s. Unmounting resets everything.
 */
export default function LeadChatDialog({ touchpoint, onClose }: { touchpoint: Touchpoint; onClose: () => void }) {
  const fetcher = useFetcher<typeof action>();
  const formRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const returnFocus = useReturnFocus(() => inputRef.current);
  const nextId = useRef(1);
  const timers = useRef<number[]>([]);
  const [messages, setMessages] = useState<Message[]>([{ id: 0, from: "advisor", text: CHAT_STEPS[0]!.question({}) }]);
  const [answers, setAnswers] = useState<Answers>({});
  const [step, setStep] = useState(0);
  const [phase, setPhase] = useState<Phase>("asking");
  const [typing, setTyping] = useState(false);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const current = CHAT_STEPS[step]!;

  useEffect(quietSidebarLeadForm, []);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  function later(ms: number, run: () => void) {
    timers.current.push(window.setTimeout(run, ms));
  }

  function say(from: Message["from"], text: string) {
    const id = nextId.current++;
    setMessages((previous) => [...previous, { id, from, text }]);
  }

  useEffect(() => {
    if (phase === "asking") inputRef.current?.focus();
  }, [phase, step]);

  // Dismissed after it was handed to the stack, which the first toast of a visit waits for; a chat that refused
  // nothing has nothing to dismiss.
  const refusalShown = useRef<Promise<void>>(undefined);
  function dismissAnswerRefusal() {
    const shown = refusalShown.current;
    refusalShown.current = undefined;
    void shown?.then(() => import("sonner")).then(({ toast }) => toast.dismiss(ANSWER_REFUSED_TOAST));
  }
  useEffect(() => dismissAnswerRefusal, []);

  // A new reply from the lead action moves the chat on, as part of rendering it (no effect round trip).
  const [seenReply, setSeenReply] = useState(fetcher.data);
  if (fetcher.state === "idle" && fetcher.data && fetcher.data !== seenReply) {
    const reply = fetcher.data;
    setSeenReply(reply);
    if (reply.ok) {
      setPhase("done");
    } else {
      // The server's check agrees with ours, so this is rare: go back to the first answer it refused.
      const errors = (reply.result?.error ?? {}) as Record<string, string[] | null>;
      const refused = LEAD_FIELDS.findIndex((field) => errors[field]?.length);
      const back = refused === -1 ? CHAT_STEPS.length - 1 : refused;
      setStep(back);
      setDraft(answers[CHAT_STEPS[back]!.field] ?? "");
      setError(refused === -1 ? null : (errors[CHAT_STEPS[back]!.field]?.[0] ?? null));
      setPhase("asking");
    }
  }

  useEffect(() => {
    if (seenReply) showToastMessage(seenReply.toast);
  }, [seenReply]);

  useEffect(() => {
    if (phase !== "done") return;
    const timer = window.setTimeout(onClose, CHAT_TIMING.autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [phase, onClose]);

  function send(collected: Answers) {
    const form = new FormData(formRef.current!);
    form.delete("answer");
    for (const field of LEAD_FIELDS) form.set(field, collected[field] ?? "");
    form.set("touchpoint", touchpoint);
    form.set("readingPath", JSON.stringify(readReadingPath()));
    setPhase("sending");
    void fetcher.submit(form, { method: "post", action: "/api/leads" });
  }

  function answer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== "asking") return;
    const problem = leadFieldError(current.field, draft);
    if (problem) {
      setError(problem);
      refusalShown.current = showToastMessage({ ...leadErrorToast(problem), id: ANSWER_REFUSED_TOAST });
      // Sent with the Send button, the keyboard goes back to the box to mend the answer in, as on the other forms.
      inputRef.current?.focus();
      return;
    }
    dismissAnswerRefusal();
    const value = asOneLine(draft);
    const collected = { ...answers, [current.field]: value };
    setAnswers(collected);
    setError(null);
    setDraft("");
    say("visitor", value);
    // From the Send button too, which is disabled while the advisor answers or the lead is sent and would drop the
    // focus to the page.
    inputRef.current?.focus();
    if (step === CHAT_STEPS.length - 1) {
      send(collected);
      return;
    }
    setPhase("waiting");
    setTyping(true);
    later(CHAT_TIMING.typingMs, () => setTyping(false));
    later(CHAT_TIMING.nextQuestionMs, () => {
      say("advisor", CHAT_STEPS[step + 1]!.question(collected));
      setStep(step + 1);
      setPhase("asking");
    });
  }

  const errorId = "lead-chat-error";
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/40" />
        {/* On wider screens it leaves 8rem above it, where its toasts go rather than over its title and Close. */}
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-white shadow-2xl outline-none sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[min(40rem,calc(100vh-8rem))] sm:w-[25rem] sm:overflow-hidden sm:rounded-card"
          {...returnFocus}
        >
          <header className="flex items-start justify-between gap-3 bg-navy px-5 py-4 text-white">
            <div>
              <Dialog.Title className="font-serif text-xl font-semibold text-white">Hire a CTO</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-slate-300">
                Five quick questions, then a CTO advisor gets in touch.
              </Dialog.Description>
            </div>
            <Dialog.Close className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-white/10">
              <X className="size-5" aria-hidden />
              <span className="sr-only">Close chat</span>
            </Dialog.Close>
          </header>
          {phase === "done" ? null : (
            <div className="flex items-center gap-3 border-b border-line px-5 py-2.5">
              <p className="shrink-0 text-sm font-semibold text-ink" data-testid="chat-step">
                {step + 1} of {CHAT_STEPS.length}
              </p>
              <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden>
                <div
                  className="h-full rounded-full bg-accent transition-[width] duration-200"
                  style={{ width: `${((step + 1) / CHAT_STEPS.length) * 100}%` }}
                />
              </div>
            </div>
          )}
          {/* On the chat from its start, empty until the thanks: screen readers say what is added to a live region
              they already know, not one that comes with its message. */}
          <div
            role="status"
            className={cn(
              phase === "done" && "flex flex-1 flex-col items-center justify-center gap-3 px-8 text-center",
            )}
          >
            {phase === "done" ? (
              <>
                <CheckCircle2 className="size-14 text-success" aria-hidden />
                <p className="font-serif text-2xl font-semibold text-ink">Thank you!</p>
                <p className="text-lg text-ink-soft">We&apos;ll get in touch within 24 hours.</p>
              </>
            ) : null}
          </div>
          {phase === "done" ? null : (
            <>
              <div
                role="log"
                aria-live="polite"
                aria-label="Conversation"
                // Scrolled by the keyboard too, in browsers that do not make a scrolling box a Tab stop themselves.
                tabIndex={0}
                className="flex flex-1 flex-col gap-3 overflow-y-auto bg-paper px-4 py-5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-strong"
                ref={(log) => log?.scrollTo({ top: log.scrollHeight })}
              >
                {messages.map((message) => (
                  <p
                    key={message.id}
                    className={cn(
                      "max-w-[85%] rounded-2xl px-4 py-2.5 leading-relaxed wrap-anywhere",
                      message.from === "advisor"
                        ? "self-start rounded-bl-sm border border-line bg-white text-ink"
                        : "self-end rounded-br-sm bg-navy text-white",
                    )}
                  >
                    <span className="sr-only">{message.from === "advisor" ? "Advisor: " : "You: "}</span>
                    {message.text}
                  </p>
                ))}
                {typing ? (
                  <p
                    className="flex items-center gap-1 self-start rounded-2xl rounded-bl-sm border border-line bg-white px-4 py-3.5"
                    data-testid="typing-indicator"
                  >
                    <span className="sr-only">Typing</span>
                    {[0, 150, 300].map((delay) => (
                      <span
                        key={delay}
                        aria-hidden
                        className="size-2 animate-bounce rounded-full bg-slate-400"
                        style={{ animationDelay: `${delay}ms` }}
                      />
                    ))}
                  </p>
                ) : null}
                {phase === "sending" ? <p className="self-center text-sm text-muted">Sending...</p> : null}
              </div>
              <form ref={formRef} noValidate onSubmit={answer} className="border-t border-line bg-white p-4">
                <SpamTrapFields />
                <label htmlFor="lead-chat-answer" className="sr-only">
                  {current.label}
                </label>
                <div className="flex gap-2">
                  <input
                    ref={inputRef}
                    id="lead-chat-answer"
                    name="answer"
                    type={current.type}
                    autoComplete={current.autoComplete}
                    placeholder={current.placeholder}
                    value={draft}
                    onChange={(event) => setDraft(event.target.value)}
                    // Read-only while the advisor answers, not disabled: a disabled field drops the keyboard focus to
                    // the page, and the focus trap then hands it to the dialog, after every answer.
                    readOnly={phase !== "asking"}
                    aria-disabled={phase !== "asking" || undefined}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-3.5 py-2 text-base text-ink placeholder:text-slate-500 focus-visible:border-accent-strong aria-invalid:border-destructive read-only:bg-slate-50"
                  />
                  <button
                    type="submit"
                    disabled={phase !== "asking"}
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-accent text-navy hover:bg-accent-strong disabled:opacity-50"
                  >
                    <Send className="size-5" aria-hidden />
                    <span className="sr-only">Send</span>
                  </button>
                </div>
                {error ? (
                  <p id={errorId} className="mt-2 text-sm font-medium text-destructive">
                    {error}
                  </p>
                ) : null}
              </form>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
