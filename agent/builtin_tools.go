package agent

import (
	"context"
	"fmt"
	"time"
)

// CurrentTimeTool is a current_time() -> str tool that tells the code the
// date and time, as ISO 8601 in the given location (UTC when nil). now is
// the clock, time.Now in programs.
func CurrentTimeTool(now func() time.Time, loc *time.Location) Tool {
	if loc == nil {
		loc = time.UTC
	}
	return NewFuncTool("current_time", "Returns the current date and time as an ISO 8601 string, e.g. '2026-03-01T14:05:00Z'.", nil, "str",
		func(context.Context, map[string]any) (any, error) { return now().In(loc).Format(time.RFC3339), nil })
}

// AskUserTool is an ask_user(question: str) -> str tool through which the
// code can ask a person for information; ask shows the question and
// returns the reply (for example from a terminal or a chat window). The
// run waits for the reply and stops waiting when its context ends.
func AskUserTool(ask func(ctx context.Context, question string) (string, error)) Tool {
	params := []Param{{Name: "question", Type: "str", Description: "The question for the user."}}
	return NewFuncTool("ask_user", "Asks the user a question and returns their answer. Use it only when the task cannot be done without more information from the user.", params, "str",
		func(ctx context.Context, args map[string]any) (any, error) {
			q, ok := args["question"].(string)
			if !ok {
				return nil, &ToolError{Tool: "ask_user", Msg: fmt.Sprintf("argument 'question' must be str, not %s", pyTypeName(args["question"]))}
			}
			return ask(ctx, q)
		})
}
