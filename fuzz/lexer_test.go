package fuzz

import (
	"testing"

	"github.com/kraitpy/krait/lexer"
)

// checkLex tokenizes src and checks the token stream's invariants: it
// ends with exactly one EOF (or, after an error, one ERROR token), every
// token lies inside the source in order, and lines never go backwards.
func checkLex(t *testing.T, w *watchdog, src []byte) {
	if len(src) > maxInput {
		return
	}
	var (
		toks []lexer.Token
		err  *lexer.Error
	)
	w.run(t, src, func() {
		toks, err = lexer.Tokenize(src)
		for i := range toks {
			toks[i].Text(src) // must not slice out of range
		}
	})
	if len(toks) == 0 {
		t.Fatalf("input %q: no tokens (want at least EOF or ERROR)", src)
	}
	last := toks[len(toks)-1].Kind
	switch {
	case err == nil && last != lexer.EOF:
		t.Fatalf("input %q: token stream ends with %v, not EOF", src, last)
	case err != nil && last != lexer.ERROR:
		t.Fatalf("input %q: error %v but stream ends with %v, not ERROR", src, err, last)
	}
	if err != nil {
		switch err.Kind {
		case "SyntaxError", "IndentationError", "TabError":
		default:
			t.Fatalf("input %q: error kind %q", src, err.Kind)
		}
		if err.Msg == "" || err.Line < 1 {
			t.Fatalf("input %q: malformed error %+v", src, err)
		}
	}
	prevStart, prevLine := int32(0), int32(1)
	for i, tok := range toks {
		if tok.Start < 0 || tok.Start > tok.End || int(tok.End) > len(src) {
			t.Fatalf("input %q: token %d (%v) spans [%d, %d) outside the source", src, i, tok.Kind, tok.Start, tok.End)
		}
		if (tok.Kind == lexer.EOF || tok.Kind == lexer.ERROR) && i != len(toks)-1 {
			t.Fatalf("input %q: %v token before the end of the stream", src, tok.Kind)
		}
		if tok.Kind == lexer.ERROR {
			continue // placed where the error is, which may be earlier
		}
		if tok.Start < prevStart || tok.Line < prevLine || tok.EndLine < tok.Line {
			t.Fatalf("input %q: token %d (%v) at offset %d line %d goes backwards (previous offset %d line %d)",
				src, i, tok.Kind, tok.Start, tok.Line, prevStart, prevLine)
		}
		prevStart, prevLine = tok.Start, tok.Line
	}
}

// FuzzLexer feeds arbitrary bytes to the tokenizer.
func FuzzLexer(f *testing.F) {
	addSeeds(f)
	w := newWatchdog(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		checkLex(t, w, src)
	})
}
