package oracle

import (
	"bufio"
	"bytes"
	"context"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
)

//go:embed syntax_errors.py
var syntaxErrorsScript string

// ParseError is what CPython's ast.parse raised for one source. Type is
// empty when the source parsed without error; Dump is then
// ast.dump(tree, include_attributes=True). Positions are CPython's
// SyntaxError attributes (offsets count characters, 1-based); absent
// values are zero.
type ParseError struct {
	Type      string `json:"type"`
	Msg       string `json:"msg"`
	Lineno    int    `json:"lineno,omitempty"`
	Offset    int    `json:"offset,omitempty"`
	EndLineno int    `json:"end_lineno,omitempty"`
	EndOffset int    `json:"end_offset,omitempty"`
	Text      string `json:"text,omitempty"`
	Dump      string `json:"dump,omitempty"`
}

// ParseErrors runs ast.parse on every source in one python3 process and
// returns what each raised (or its dump), in order.
func (p *Python) ParseErrors(ctx context.Context, srcs []string) ([]ParseError, error) {
	hexes := make([]string, len(srcs))
	for i, s := range srcs {
		hexes[i] = hex.EncodeToString([]byte(s))
	}
	in, err := json.Marshal(hexes)
	if err != nil {
		return nil, err
	}
	cmd := exec.CommandContext(ctx, p.Exe, "-I", "-c", syntaxErrorsScript)
	cmd.Dir = os.TempDir()
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("oracle: python3: %w\n%s", err, stderr.String())
	}
	var res []ParseError
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var pe struct {
			Type      *string `json:"type"`
			Msg       string  `json:"msg"`
			Lineno    *int    `json:"lineno"`
			Offset    *int    `json:"offset"`
			EndLineno *int    `json:"end_lineno"`
			EndOffset *int    `json:"end_offset"`
			Text      *string `json:"text"`
			Dump      string  `json:"dump"`
		}
		if err := json.Unmarshal(sc.Bytes(), &pe); err != nil {
			return nil, fmt.Errorf("oracle: python3 output: %w", err)
		}
		e := ParseError{Msg: pe.Msg, Dump: pe.Dump, Lineno: deref(pe.Lineno), Offset: deref(pe.Offset),
			EndLineno: deref(pe.EndLineno), EndOffset: deref(pe.EndOffset)}
		if pe.Type != nil {
			e.Type = *pe.Type
		}
		if pe.Text != nil {
			e.Text = *pe.Text
		}
		res = append(res, e)
	}
	if len(res) != len(srcs) {
		return nil, fmt.Errorf("oracle: python3 answered %d of %d sources", len(res), len(srcs))
	}
	return res, nil
}

func deref(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}
