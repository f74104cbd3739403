package parser

import (
	"encoding/json"
	"errors"
	"math/rand"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// cpythonErrors is run by python3: it reads a JSON list of sources and
// prints, for each, null if ast.parse accepts it or [type, msg, lineno,
// offset] of the SyntaxError it raises.
const cpythonErrors = `
import ast, json, sys, warnings
warnings.simplefilter("ignore")
out = []
for src in json.load(sys.stdin):
    try:
        ast.parse(src)
        out.append(None)
    except SyntaxError as e:
        out.append([type(e).__name__, e.msg, e.lineno, e.offset])
    except Exception as e:
        out.append(["other", str(e), 0, 0])
json.dump(out, sys.stdout)
`

// mutate damages src at one random place with a token-ish edit.
func mutate(rng *rand.Rand, src string) string {
	pieces := []string{"(", ")", ":", ",", "=", "[", "]", "if", "else", "*", "**", "lambda", "not", ".",
		"\"", "'", "for", "in", "async", "yield", "x", "1", ":=", "{", "}", "\\", "f\"{", "@", "return", " ", "\n", "\t"}
	i := rng.Intn(len(src) + 1)
	switch rng.Intn(3) {
	case 0:
		if i < len(src) {
			return src[:i] + src[i+1:]
		}
		return src[:len(src)-1]
	case 1:
		return src[:i] + pieces[rng.Intn(len(pieces))] + src[i:]
	default:
		j := i + 1 + rng.Intn(4)
		if j > len(src) {
			j = len(src)
		}
		return src[:i] + pieces[rng.Intn(len(pieces))] + src[j:]
	}
}

// TestErrorsMatchCPython is a differential test of syntax errors: it
// damages snippets of the standard library at random and requires that
// krait reports CPython's exception type, message, line and offset for
// at least 99% of them. It needs python3 and KRAIT_PARSER_DIFF=1 (it
// takes several seconds); KRAIT_PARSER_DIFF_SEED picks other inputs.
func TestErrorsMatchCPython(t *testing.T) {
	if os.Getenv("KRAIT_PARSER_DIFF") != "1" {
		t.Skip("set KRAIT_PARSER_DIFF=1 to compare syntax errors with python3")
	}
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not available")
	}
	b := &testing.B{}
	files := stdlibSources(b)
	seed := int64(1)
	if s := os.Getenv("KRAIT_PARSER_DIFF_SEED"); s != "" {
		for _, c := range s {
			seed = seed*31 + int64(c)
		}
	}
	rng := rand.New(rand.NewSource(seed))
	var srcs []string
	for len(srcs) < 2000 {
		lines := strings.Split(string(files[rng.Intn(len(files))]), "\n")
		if len(lines) < 12 {
			continue
		}
		start := rng.Intn(len(lines) - 10)
		chunk := lines[start : start+1+rng.Intn(8)]
		// Keep only chunks that start at the left margin.
		if len(chunk[0]) == 0 || chunk[0][0] == ' ' || chunk[0][0] == '\t' {
			continue
		}
		srcs = append(srcs, mutate(rng, strings.Join(chunk, "\n")+"\n"))
	}
	in, _ := json.Marshal(srcs)
	cmd := exec.Command("python3", "-c", cpythonErrors)
	cmd.Stdin = strings.NewReader(string(in))
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	var want [][]any
	if err := json.Unmarshal(out, &want); err != nil {
		t.Fatal(err)
	}
	compared, same := 0, 0
	for i, src := range srcs {
		w := want[i]
		_, err := ParseFile("<unknown>", []byte(src))
		if w == nil {
			if err != nil {
				t.Errorf("krait rejects what CPython accepts: %q: %v", src, err)
			}
			continue
		}
		if w[0] == "other" {
			continue
		}
		compared++
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("krait accepts %q; CPython: %v", src, w)
			continue
		}
		if se.Kind == w[0] && se.Msg == w[1] && float64(se.Lineno) == w[2].(float64) && float64(se.Offset) == w[3].(float64) {
			same++
		} else if testing.Verbose() {
			t.Logf("%q\n   cpython: %v\n   krait:   %s %q %d %d", src, w, se.Kind, se.Msg, se.Lineno, se.Offset)
		}
	}
	t.Logf("%d/%d syntax errors identical to CPython's (type, message, line, offset)", same, compared)
	if compared == 0 || float64(same) < 0.99*float64(compared) {
		t.Errorf("only %d/%d syntax errors match CPython", same, compared)
	}
}
