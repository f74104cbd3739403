package agentcli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/kraitpy/krait/agent"
)

// errNoApproval ends a run whose terminal stopped answering.
var errNoApproval = errors.New("no answer to an approval question (end of standard input)")

// terminalApprover asks on the terminal about each code snippet and tool
// call: approve, edit or reject with a message for the model.
type terminalApprover struct {
	in   *bufio.Reader
	view *stepView
}

// readLine reads one answer line.
func (t *terminalApprover) readLine() (string, error) {
	line, err := t.in.ReadString('\n')
	if err != nil && (line == "" || !errors.Is(err, io.EOF)) {
		return "", errNoApproval
	}
	return strings.TrimRight(line, "\r\n"), nil
}

// approve implements agent.Approver.
func (t *terminalApprover) approve(_ context.Context, a agent.Action) (agent.Decision, error) {
	w := t.view
	w.endStream()
	switch a.Kind {
	case agent.CodeAction:
		fmt.Fprintln(w.w, w.style(ansiBold, fmt.Sprintf("━━ Approve the code of step %d? ━━", a.Step)))
		for _, line := range strings.Split(a.Code, "\n") {
			fmt.Fprintln(w.w, w.style(ansiCyan, "  "+line))
		}
	case agent.ToolCallAction:
		fmt.Fprintln(w.w, w.style(ansiBold, fmt.Sprintf("━━ Approve a tool call in step %d? ━━", a.Step)))
		fmt.Fprintln(w.w, w.style(ansiCyan, "  "+callText(a)))
	}
	for {
		fmt.Fprint(w.w, "[a]pprove, [e]dit, [r]eject? ")
		ans, err := t.readLine()
		if err != nil {
			return agent.Decision{}, err
		}
		switch strings.ToLower(strings.TrimSpace(ans)) {
		case "a", "approve", "y", "yes":
			return agent.Decision{Verdict: agent.Approve}, nil
		case "r", "reject", "n", "no":
			fmt.Fprint(w.w, "Message for the model (one line): ")
			msg, err := t.readLine()
			if err != nil {
				return agent.Decision{}, err
			}
			return agent.Decision{Verdict: agent.Reject, Message: strings.TrimSpace(msg)}, nil
		case "e", "edit":
			return t.edit(a)
		}
	}
}

// edit reads the replacement code (ended by a line with a single ".") or
// arguments (a JSON object on one line).
func (t *terminalApprover) edit(a agent.Action) (agent.Decision, error) {
	w := t.view.w
	if a.Kind == agent.ToolCallAction {
		for {
			fmt.Fprint(w, "Arguments as a JSON object: ")
			line, err := t.readLine()
			if err != nil {
				return agent.Decision{}, err
			}
			var args map[string]any
			if err := json.Unmarshal([]byte(line), &args); err == nil && args != nil {
				return agent.Decision{Verdict: agent.Edit, Args: args}, nil
			}
			fmt.Fprintln(w, "That is not a JSON object.")
		}
	}
	fmt.Fprintln(w, "Code to run instead; end with a line holding only \".\":")
	var lines []string
	for {
		line, err := t.readLine()
		if err != nil {
			return agent.Decision{}, err
		}
		if line == "." {
			return agent.Decision{Verdict: agent.Edit, Code: strings.Join(lines, "\n")}, nil
		}
		lines = append(lines, line)
	}
}

// callText shows a tool call the way the code would write it.
func callText(a agent.Action) string {
	names := make([]string, 0, len(a.Args))
	for k := range a.Args {
		names = append(names, k)
	}
	sort.Strings(names)
	parts := make([]string, len(names))
	for i, k := range names {
		v, err := json.Marshal(a.Args[k])
		if err != nil {
			v = []byte(fmt.Sprint(a.Args[k]))
		}
		parts[i] = k + "=" + string(v)
	}
	return a.Tool + "(" + strings.Join(parts, ", ") + ")"
}
