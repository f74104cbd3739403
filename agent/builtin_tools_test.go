package agent

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"
)

func TestCurrentTimeTool(t *testing.T) {
	fixed := time.Date(2026, 3, 1, 14, 5, 0, 0, time.UTC)
	tool := CurrentTimeTool(func() time.Time { return fixed }, nil)
	out, err := tool.Call(context.Background(), map[string]any{})
	if err != nil || out != "2026-03-01T14:05:00Z" {
		t.Errorf("got %v, %v", out, err)
	}
	paris, err := time.LoadLocation("Europe/Paris")
	if err == nil {
		out, _ = CurrentTimeTool(func() time.Time { return fixed }, paris).Call(context.Background(), nil)
		if out != "2026-03-01T15:05:00+01:00" {
			t.Errorf("Paris time = %v", out)
		}
	}
	if !strings.HasPrefix(tool.PythonSignature(), "def current_time() -> str:") {
		t.Errorf("signature = %q", tool.PythonSignature())
	}
}

func TestAskUserTool(t *testing.T) {
	var asked string
	tool := AskUserTool(func(_ context.Context, q string) (string, error) { asked = q; return "blue", nil })
	out, err := tool.Call(context.Background(), map[string]any{"question": "Favourite colour?"})
	if err != nil || out != "blue" || asked != "Favourite colour?" {
		t.Errorf("got %v, %v; asked %q", out, err, asked)
	}
	if _, err := tool.Call(context.Background(), map[string]any{"question": int64(3)}); err == nil || !strings.Contains(err.Error(), "must be str, not int") {
		t.Errorf("bad argument error = %v", err)
	}
	gone := errors.New("user left")
	failing := AskUserTool(func(context.Context, string) (string, error) { return "", gone })
	if _, err := failing.Call(context.Background(), map[string]any{"question": "?"}); !errors.Is(err, gone) {
		t.Errorf("error = %v", err)
	}
}
