package krait_test

import (
	"context"
	"testing"

	"github.com/kraitpy/krait"
)

func TestExecutorStr(t *testing.T) {
	ex, err := krait.New(krait.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for code, want := range map[string]string{
		"{'b': 1, 'a': 2}": "{'b': 1, 'a': 2}",
		"{1: 'a', 2: 'b'}": "{1: 'a', 2: 'b'}",
		"(1, 'x')":         "(1, 'x')",
		"{3, 1, 2}":        "{1, 2, 3}",
		"b'x'":             "b'x'",
		"3+4j":             "(3+4j)",
		"None":             "None",
		"'plain'":          "plain",
		"class A:\n    def __str__(self): return 'an A'\nA()": "an A",
	} {
		out, err := ex.Run(context.Background(), code)
		if err != nil {
			t.Fatalf("%s: %v", code, err)
		}
		got, err := ex.Str(context.Background(), out.PyValue)
		if err != nil || got != want {
			t.Errorf("str(%s) = %q, %v; want %q", code, got, err, want)
		}
	}
	if s, err := ex.Str(context.Background(), nil); s != "None" || err != nil {
		t.Errorf("str(nil) = %q, %v", s, err)
	}
}
