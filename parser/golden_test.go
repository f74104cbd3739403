package parser

import (
	"encoding/json"
	"errors"
	"os"
	"testing"

	"github.com/kraitpy/krait/ast"
)

// The golden files are produced by CPython 3.11 (testdata/gen_golden.py).

type astCase struct {
	Src   string `json:"src"`
	Dump  string `json:"dump"`
	Attrs string `json:"attrs"`
}

type errorCase struct {
	Src       string `json:"src"`
	Kind      string `json:"kind"`
	Msg       string `json:"msg"`
	Lineno    int    `json:"lineno"`
	Offset    int    `json:"offset"`
	EndLineno *int   `json:"end_lineno"`
	EndOffset *int   `json:"end_offset"`
}

func loadJSON(t *testing.T, name string, v any) {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatal(err)
	}
}

func TestGoldenTrees(t *testing.T) {
	var cases []astCase
	loadJSON(t, "testdata/ast_cases.json", &cases)
	if len(cases) == 0 {
		t.Fatal("no cases")
	}
	for _, c := range cases {
		mod, err := ParseFile("<unknown>", []byte(c.Src))
		if err != nil {
			t.Errorf("ParseFile(%q): %v", c.Src, err)
			continue
		}
		if got := ast.Dump(mod, false); got != c.Dump {
			t.Errorf("ParseFile(%q):\n got %s\nwant %s", c.Src, got, c.Dump)
			continue
		}
		if got := ast.Dump(mod, true); got != c.Attrs {
			t.Errorf("ParseFile(%q) positions:\n got %s\nwant %s", c.Src, got, c.Attrs)
		}
	}
}

func TestGoldenErrors(t *testing.T) {
	var cases []errorCase
	loadJSON(t, "testdata/error_cases.json", &cases)
	if len(cases) == 0 {
		t.Fatal("no cases")
	}
	for _, c := range cases {
		_, err := ParseFile("<unknown>", []byte(c.Src))
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("ParseFile(%q) = %v, want %s: %s", c.Src, err, c.Kind, c.Msg)
			continue
		}
		if se.Kind != c.Kind || se.Msg != c.Msg || se.Lineno != c.Lineno {
			t.Errorf("ParseFile(%q):\n got %s: %s (line %d)\nwant %s: %s (line %d)", c.Src, se.Kind, se.Msg, se.Lineno, c.Kind, c.Msg, c.Lineno)
			continue
		}
		if se.Offset != c.Offset {
			t.Errorf("ParseFile(%q) %s: offset %d, want %d", c.Src, c.Msg, se.Offset, c.Offset)
		}
		if c.EndLineno != nil && c.EndOffset != nil && (se.EndLineno != *c.EndLineno || se.EndOffset != *c.EndOffset) {
			t.Errorf("ParseFile(%q) %s: end %d:%d, want %d:%d", c.Src, c.Msg, se.EndLineno, se.EndOffset, *c.EndLineno, *c.EndOffset)
		}
	}
}
