package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestRunRefusalSaysWhere: a policy refusal inside a call prints a
// CPython-style traceback ending in the InterpreterError line, and --json
// gives the line of the refused access (issue 15).
func TestRunRefusalSaysWhere(t *testing.T) {
	src := "x = 1\ndef f(o):\n    return o.__globals__\nprint('before')\nf(len)\n"
	code, out, errOut := runKrait(t, src, "-")
	if code != exitPolicy || out != "before\n" {
		t.Fatalf("exit %d, stdout %q", code, out)
	}
	for _, want := range []string{"Traceback (most recent call last):\n", ", line 5, in <module>\n    f(len)\n", ", line 3, in f\n    return o.__globals__\n", "InterpreterError: Forbidden access to dunder attribute: __globals__\n"} {
		if !strings.Contains(errOut, want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut)
		}
	}
	_, out, _ = runKrait(t, src, "--json", "-")
	var doc struct {
		Error struct {
			Type, Message string
			Line          int
		}
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.Error.Line != 3 || doc.Error.Type != "InterpreterError" {
		t.Errorf("--json error = %+v, want line 3", doc.Error)
	}
}
