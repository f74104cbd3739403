package krait_test

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/kraitpy/krait"
)

// TestStderrStream checks where what a program writes to its standard
// error goes: Options.Stderr as it is written, Output.Stderr alone, and
// Output.Logs interleaved with what it prints, in order; both streams
// share the output limit.
func TestStderrStream(t *testing.T) {
	var live strings.Builder
	ex, err := krait.New(krait.Options{Stderr: &live, AuthorizedImports: []string{"traceback"}})
	if err != nil {
		t.Fatal(err)
	}
	defer ex.Close()
	out, err := ex.Run(context.Background(), `import traceback
print("before")
try:
    1 / 0
except ZeroDivisionError:
    traceback.print_exc()
print("after")
`)
	if err != nil {
		t.Fatal(err)
	}
	tb := "Traceback (most recent call last):\n  File \"<code>\", line 4, in <module>\n    1 / 0\n    ~~^~~\nZeroDivisionError: division by zero\n"
	if out.Stderr != tb {
		t.Errorf("Output.Stderr = %q, want %q", out.Stderr, tb)
	}
	if live.String() != tb {
		t.Errorf("Options.Stderr got %q, want %q", live.String(), tb)
	}
	if want := "before\n" + tb + "after\n"; out.Logs != want {
		t.Errorf("Output.Logs = %q, want %q", out.Logs, want)
	}

	limited, err := krait.New(krait.Options{MaxOutput: 40, AuthorizedImports: []string{"traceback"}})
	if err != nil {
		t.Fatal(err)
	}
	defer limited.Close()
	_, err = limited.Run(context.Background(), `import traceback
print("x" * 30)
try:
    1 / 0
except ZeroDivisionError:
    traceback.print_exc()
`)
	if !errors.Is(err, krait.ErrOutputLimit) {
		t.Errorf("30 printed characters and a traceback under a 40-character limit: got %v, want an output limit error", err)
	}
}
