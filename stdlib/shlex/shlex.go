// Package shlex implements Python's shlex helpers for krait: split
// (CPython's shlex lexer in whitespace-split mode, POSIX and non-POSIX),
// quote and join. The shlex lexer class itself is not provided.
package shlex

import (
	"strings"

	"github.com/kraitpy/krait/py"
)

// Load creates a fresh shlex module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	mod := py.NewModule("shlex")
	mod.Dict.SetStr("split", py.NewBuiltin("split", split))
	mod.Dict.SetStr("quote", py.NewBuiltin("quote", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var sv py.Value
		if err := py.UnpackArgs("quote", args, kwargs, []string{"s"}, 1, &sv); err != nil {
			return nil, err
		}
		s, ok := sv.(*py.Str)
		if !ok {
			return nil, py.NewTypeError("expected string or bytes-like object, got '%s'", py.TypeName(sv))
		}
		if !needsQuote(s.String()) {
			return s, nil
		}
		q, err := quote(t, s.String())
		if err != nil {
			return nil, err
		}
		return py.NewStr(q), nil
	}))
	mod.Dict.SetStr("join", py.NewBuiltin("join", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var cmd py.Value
		if err := py.UnpackArgs("join", args, kwargs, []string{"split_command"}, 1, &cmd); err != nil {
			return nil, err
		}
		it, err := py.Iterate(t, cmd)
		if err != nil {
			return nil, err
		}
		var parts []string
		for {
			v, err := it.Next(t)
			if err != nil {
				return nil, err
			}
			if v == nil {
				break
			}
			s, ok := v.(*py.Str)
			if !ok {
				return nil, py.NewTypeError("expected string or bytes-like object, got '%s'", py.TypeName(v))
			}
			q, err := quote(t, s.String())
			if err != nil {
				return nil, err
			}
			// Its slot and its share of the joined result (the iterable
			// may be endless); quote charged the part.
			if err := t.Alloc(int64(len(q)) + 17); err != nil {
				return nil, err
			}
			parts = append(parts, q) //krait:alloc-ok charged just above
		}
		return py.NewStr(strings.Join(parts, " ")), nil
	}))
	py.MarkWalkable(mod) // its functions close over nothing
	return mod, nil
}

// safe reports whether c needs no quoting ([\w@%+=:,./-] in ASCII).
func safe(c rune) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.ContainsRune("_@%+=:,./-", c)
}

// needsQuote reports whether shlex.quote(s) quotes s.
func needsQuote(s string) bool {
	if s == "" {
		return true
	}
	for _, c := range s {
		if !safe(c) {
			return true
		}
	}
	return false
}

// appendQuoted appends s with each single quote closed, double-quoted and
// reopened ('"'"'), the inside of shlex.quote's single quotes.
func appendQuoted(dst []byte, s string) []byte {
	for {
		i := strings.IndexByte(s, '\'')
		if i < 0 {
			return append(dst, s...) //krait:alloc-ok into the buffer EscapeText measured and charged
		}
		dst = append(append(dst, s[:i]...), `'"'"'`...) //krait:alloc-ok into the buffer EscapeText measured and charged
		s = s[i+1:]
	}
}

// quote is shlex.quote(s). Each ' becomes five bytes: a quoted text is
// measured and charged before it is made.
func quote(t *py.Thread, s string) (string, error) {
	if !needsQuote(s) {
		return s, nil
	}
	return t.EscapeText("'", s, "'", true, appendQuoted)
}

// split is shlex.split(s, comments=False, posix=True).
func split(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var sv py.Value
	var comments, posix py.Value = py.False, py.True
	if err := py.UnpackArgs("split", args, kwargs, []string{"s", "comments", "posix"}, 1, &sv, &comments, &posix); err != nil {
		return nil, err
	}
	s, ok := sv.(*py.Str)
	if !ok {
		if sv == py.None {
			return nil, py.NewValueError("s argument must not be None")
		}
		return nil, py.NewAttributeError("'%s' object has no attribute 'read'", py.TypeName(sv))
	}
	c, err := py.Truth(t, comments)
	if err != nil {
		return nil, err
	}
	p, err := py.Truth(t, posix)
	if err != nil {
		return nil, err
	}
	if err := t.Charge(int64(len(s.String()))); err != nil {
		return nil, err
	}
	// The runes of the text, and tokens of at least one character each
	// separated by at least one (a copy and a header per token).
	if err := t.CheckAlloc(int64(len(s.String()))*5 + int64(len(s.String())/2+1)*py.PieceSize); err != nil {
		return nil, err
	}
	toks, err := lex(s.String(), c, p)
	if err != nil {
		return nil, err
	}
	out := make([]py.Value, len(toks))
	for i, tok := range toks {
		out[i] = py.NewStr(tok)
	}
	return py.NewList(out), nil
}

// lex runs CPython's shlex.read_token state machine with
// whitespace_split=True until the end of the input.
func lex(s string, comments, posix bool) ([]string, error) {
	const (
		stSpace = ' '
		stWord  = 'a'
		stEOF   = 0
	)
	in := []rune(s)
	pos := 0
	read := func() (rune, bool) {
		if pos >= len(in) {
			return 0, false
		}
		pos++
		return in[pos-1], true
	}
	readline := func() {
		for pos < len(in) {
			pos++
			if in[pos-1] == '\n' {
				return
			}
		}
	}
	isWhite := func(c rune) bool { return c == ' ' || c == '\t' || c == '\r' || c == '\n' }
	isComment := func(c rune) bool { return comments && c == '#' }
	isQuote := func(c rune) bool { return c == '\'' || c == '"' }
	isEscape := func(c rune) bool { return c == '\\' }
	state := rune(stSpace)
	var toks []string
	for {
		var token strings.Builder
		hasTok := false
		quoted := false
		escaped := rune(stSpace)
		appendc := func(c rune) { token.WriteRune(c); hasTok = true }
	loop:
		for {
			c, ok := read()
			switch {
			case state == stEOF:
				break loop
			case state == stSpace:
				switch {
				case !ok:
					state = stEOF
					break loop
				case isWhite(c):
					if hasTok || (posix && quoted) {
						break loop
					}
				case isComment(c):
					readline()
				case posix && isEscape(c):
					escaped, state = stWord, c
				case isQuote(c):
					if !posix {
						appendc(c)
					}
					state = c
				default:
					appendc(c)
					state = stWord
				}
			case isQuote(state):
				quoted = true
				if !ok {
					return nil, py.NewValueError("No closing quotation")
				}
				switch {
				case c == state:
					if !posix {
						appendc(c)
						state = stSpace
						break loop
					}
					state = stWord
				case posix && isEscape(c) && state == '"':
					escaped, state = state, c
				default:
					appendc(c)
				}
			case isEscape(state):
				if !ok {
					return nil, py.NewValueError("No escaped character")
				}
				if isQuote(escaped) && c != state && c != escaped {
					appendc(state)
				}
				appendc(c)
				state = escaped
			default: // stWord
				switch {
				case !ok:
					state = stEOF
					break loop
				case isWhite(c):
					state = stSpace
					if hasTok || (posix && quoted) {
						break loop
					}
				case isComment(c):
					readline()
					if posix {
						state = stSpace
						if hasTok || (posix && quoted) {
							break loop
						}
					}
				case posix && isQuote(c):
					state = c
				case posix && isEscape(c):
					escaped, state = stWord, c
				default:
					appendc(c)
				}
			}
		}
		tok := token.String()
		if posix {
			if !quoted && tok == "" {
				return toks, nil
			}
		} else if tok == "" {
			return toks, nil
		}
		toks = append(toks, tok) //krait:alloc-ok split checks the tokens' memory first (at most one token per two characters)
	}
}
