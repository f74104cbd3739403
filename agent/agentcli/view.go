package agentcli

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/kraitpy/krait/agent"
)

// ANSI styles of the step view.
const (
	ansiReset  = "\x1b[0m"
	ansiBold   = "\x1b[1m"
	ansiDim    = "\x1b[2m"
	ansiRed    = "\x1b[31m"
	ansiGreen  = "\x1b[32m"
	ansiYellow = "\x1b[33m"
	ansiCyan   = "\x1b[36m"
)

// UseColor reports whether w is a terminal and NO_COLOR is unset or
// empty, the condition for a coloured step view.
func UseColor(w io.Writer, getenv func(string) string) bool {
	if getenv != nil && getenv("NO_COLOR") != "" {
		return false
	}
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}

// stepView prints a readable account of each step for people.
type stepView struct {
	w         io.Writer
	color     bool
	streaming bool
}

// style wraps s in an ANSI style when colour is on.
func (v *stepView) style(code, s string) string {
	if !v.color || s == "" {
		return s
	}
	return code + s + ansiReset
}

// delta prints a piece of a streamed reply.
func (v *stepView) delta(text string) {
	v.streaming = true
	fmt.Fprint(v.w, v.style(ansiDim, text))
}

// endStream ends a streamed reply's line.
func (v *stepView) endStream() {
	if v.streaming {
		fmt.Fprintln(v.w)
		v.streaming = false
	}
}

// step prints one finished step; the model output is skipped when it was
// already streamed.
func (v *stepView) step(s agent.Step, streamed bool) {
	v.endStream()
	title := fmt.Sprintf("Step %d", s.Number)
	switch s.Kind {
	case agent.PlanningStep:
		title = fmt.Sprintf("Plan (before step %d)", s.Number)
	case agent.FinalAnswerStep:
		title = "Out of steps: last answer"
	case agent.SummaryStep:
		title = fmt.Sprintf("Compaction (before step %d)", s.Number)
	case agent.TaskStep:
		fmt.Fprintf(v.w, "%s\n%s\n", v.style(ansiBold, "━━ New task ━━"), s.Task)
		return
	}
	fmt.Fprintf(v.w, "%s %s\n", v.style(ansiBold, "━━ "+title+" ━━"),
		v.style(ansiDim, fmt.Sprintf("%s, %d in / %d out tokens", s.Duration.Round(time.Millisecond), s.Usage.InputTokens, s.Usage.OutputTokens)))
	if s.Kind != agent.ActionStep {
		if !streamed {
			fmt.Fprintln(v.w, strings.TrimSpace(s.ModelOutput))
		}
		return
	}
	if !streamed {
		if thought := thoughtOf(s.ModelOutput); thought != "" {
			fmt.Fprintln(v.w, v.style(ansiDim, thought))
		}
	}
	if s.Code != "" {
		fmt.Fprintln(v.w, v.style(ansiYellow, "Code:"))
		for _, line := range strings.Split(s.Code, "\n") {
			fmt.Fprintln(v.w, v.style(ansiCyan, "  "+line))
		}
	}
	if s.Observation != "" {
		fmt.Fprintln(v.w, strings.TrimRight(s.Observation, "\n"))
	}
	if s.Error != "" {
		fmt.Fprintln(v.w, v.style(ansiRed, "Error ("+s.ErrorType+"):\n"+s.Error))
	}
	if len(s.AbandonedTools) > 0 {
		fmt.Fprintln(v.w, v.style(ansiRed, "Abandoned (ignored cancellation): "+strings.Join(s.AbandonedTools, ", ")))
	}
	if s.IsFinalAnswer {
		fmt.Fprintln(v.w, v.style(ansiGreen, "Final answer: "+s.OutputText))
	}
}

// summary prints the run's totals.
func (v *stepView) summary(res agent.Result) {
	fmt.Fprintln(v.w, v.style(ansiBold, fmt.Sprintf("━━ %s in %s, %d in / %d out tokens ━━",
		plural(len(res.Steps), "step"), res.Duration.Round(time.Millisecond), res.Usage.InputTokens, res.Usage.OutputTokens)))
}

// thoughtOf returns the text of a reply before its code block.
func thoughtOf(reply string) string {
	for _, open := range []string{agent.XMLCodeTags().Open, "```"} {
		if i := strings.Index(reply, open); i >= 0 {
			reply = reply[:i]
		}
	}
	return strings.TrimSpace(reply)
}

// plural writes n and the noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
