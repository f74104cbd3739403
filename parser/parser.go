// Package parser turns Python 3.11 source (plus 3.12-style f-strings) into
// the syntax tree of package ast, reporting errors as *SyntaxError.
//
// The parser is hand-written recursive descent with precedence climbing,
// over the token slice produced by package lexer. It follows the shape of
// CPython's PEG grammar closely enough to produce the same tree, the same
// positions and, for common mistakes, the same error messages (hints.go
// emulates CPython's second, error-reporting pass).
//
// ParseFile accepts exactly what CPython's ast.parse accepts: errors that
// CPython raises only in its compiler or symbol table (return outside a
// function, nonlocal at module level, duplicate parameters, ...) are left
// to the resolver. A REPL asks IncompleteInput whether a failed parse
// only needs more lines.
//
// Every input, however deep or malformed, yields a tree or a
// *SyntaxError: sources are capped at MaxSourceSize, brackets nest at most
// 200 deep and indentation 100 levels (CPython's limits), and all other
// recursion is bounded by a depth counter ("too many nested expressions").
package parser

import (
	"bytes"
	"unicode/utf8"

	"github.com/kraitpy/krait/ast"
	"github.com/kraitpy/krait/lexer"
)

// MaxSourceSize is the largest source accepted, in bytes.
const MaxSourceSize = 64 << 20

// maxSpeculations is the number of failed speculative parses one parse
// may afford.
const maxSpeculations = 64

// maxDepth bounds the parser's recursion so that no input can overflow
// the Go stack.
const maxDepth = 3000

// ParseFile parses a whole module, like CPython's ast.parse(src, filename)
// in "exec" mode. On failure the error is a *SyntaxError.
func ParseFile(filename string, src []byte) (mod *ast.Module, err error) {
	p, serr := newParser(filename, src)
	if serr != nil {
		return nil, serr
	}
	defer p.recoverError(&err, func(q *parser) { q.parseModule() })
	mod = p.parseModule()
	return mod, nil
}

// ParseExpr parses a single expression, like ast.parse(src, mode="eval").
func ParseExpr(filename string, src []byte) (expr *ast.Expression, err error) {
	p, serr := newParser(filename, src)
	if serr != nil {
		return nil, serr
	}
	defer p.recoverError(&err, func(q *parser) { q.parseEvalInput() })
	expr = p.parseEvalInput()
	return expr, nil
}

// parser is the state of one parse.
type parser struct {
	filename string
	src      []byte
	toks     []lexer.Token
	i        int
	lexErr   *lexer.Error
	depth    int
	names    map[string]string
	// namedCtx is positive while parsing an if/elif/while condition.
	namedCtx int
	// noAssignHint is positive where a stray '=' after an expression has
	// its own message (call arguments).
	noAssignHint int
	// maxIdx is the furthest token looked at, CPython's "last token
	// fetched" for deciding whether an unclosed bracket is to blame.
	maxIdx int
	// fetched is the furthest token any read reached, error-pass ones
	// included (CPython's last token fetched, which decides whether an
	// unclosed bracket is blamed instead of the error found).
	fetched int
	// matchColonAt is where a match header without ':' ended.
	matchColonAt int
	// specBudget bounds failed speculative parses (error hints and
	// backtracking), each of which leads to a re-parse, so that nested
	// failures cannot take exponential time; once spent, speculation
	// simply fails.
	specBudget int
	// noNestedHints is positive while re-reading input CPython would
	// have memoized without its error rules.
	noNestedHints int
	// probing is set while invalidSyntax reads ahead for tokenizer
	// errors, so that probes do not nest.
	probing bool
	// inFString marks the parser of an f-string replacement field, whose
	// EOF stands for the ')' CPython wraps the expression in.
	inFString bool
	// legacy is the first valid expression such as `print -1` or
	// `print [x]` that CPython's error pass rejects ("Missing parentheses
	// in call to 'print'"): any later parser error reports it instead.
	legacy *SyntaxError
	// pegPrefix is positive while an error rule reads an expression the
	// way CPython's PEG parser does, where a call or subscript trailer
	// that fails to parse ends the primary instead of the parse.
	pegPrefix int
	// inStrings is positive while string literals are combined, where
	// CPython raises its errors in the first pass (no error pass then).
	inStrings int
}

// bailout is the panic value used to unwind on the first error. fromLexer
// marks tokenizer errors, which speculative parses must not swallow.
type bailout struct {
	err       *SyntaxError
	fromLexer bool
	// generic marks plain "invalid syntax" failures, which CPython's
	// error pass backtracks over; specific messages abort at once.
	generic bool
	// firstPass marks errors CPython raises in its first pass (string
	// literals), before any error pass.
	firstPass bool
}

func newParser(filename string, src []byte) (*parser, error) {
	if len(src) > MaxSourceSize {
		return nil, &SyntaxError{Kind: "SyntaxError", Msg: "source code is too large", Filename: filename, Lineno: 1}
	}
	if bytes.IndexByte(src, 0) >= 0 {
		return nil, &SyntaxError{Kind: "SyntaxError", Msg: "source code string cannot contain null bytes", Filename: filename}
	}
	src = bytes.TrimPrefix(src, []byte("\xef\xbb\xbf"))
	if bytes.IndexByte(src, '\r') >= 0 {
		src = normalizeNewlines(src)
	}
	if enc := codingCookie(src); enc != "" && !isUTF8(enc) {
		src2, err := decodeWith(filename, enc, src)
		if err != nil {
			return nil, err
		}
		src = src2
	} else if !utf8.Valid(src) {
		src2, err := decodeSource(filename, src)
		if err != nil {
			return nil, err
		}
		src = src2
	}
	toks, lerr := lexer.Tokenize(src)
	return &parser{filename: filename, src: src, toks: toks, lexErr: lerr, names: make(map[string]string),
		specBudget: maxSpeculations}, nil
}

// normalizeNewlines turns \r\n and lone \r into \n, as CPython does for
// source strings.
func normalizeNewlines(src []byte) []byte {
	out := make([]byte, 0, len(src))
	for i := 0; i < len(src); i++ {
		c := src[i]
		if c == '\r' {
			out = append(out, '\n')
			if i+1 < len(src) && src[i+1] == '\n' {
				i++
			}
			continue
		}
		out = append(out, c)
	}
	return out
}

func (p *parser) recoverError(err *error, parse func(*parser)) {
	if r := recover(); r != nil {
		b, ok := r.(bailout)
		if !ok {
			panic(r)
		}
		*err = b.err
		if b.generic && !b.fromLexer && !b.firstPass && p.legacy == nil {
			if e := p.prefixPass(parse); e != nil {
				*err = e
				return
			}
		}
		if p.legacy != nil && !b.fromLexer && !b.firstPass {
			// A REPL still reads on when the input only ended early.
			p.legacy.Incomplete = b.err.Incomplete
			*err = p.legacy
		}
	}
}

// prefixPass re-reads the input after a generic failure with call and
// subscript trailers parsed as a PEG parser does (one that fails ends
// its primary, see pegPrefix), as CPython's error pass reads it: an
// error rule that then applies (`f([a] [b for b in c])` forgot a comma
// between the two lists) is reported instead. It returns nil when the
// re-read finds no specific error.
func (p *parser) prefixPass(parse func(*parser)) (e *SyntaxError) {
	q := &parser{filename: p.filename, src: p.src, toks: p.toks, lexErr: p.lexErr, names: p.names,
		specBudget: maxSpeculations, pegPrefix: 1}
	defer func() {
		if r := recover(); r != nil {
			b, ok := r.(bailout)
			if !ok {
				panic(r)
			}
			if !b.generic && !b.fromLexer && !b.firstPass && q.legacy == nil {
				e = b.err
			}
		}
	}()
	parse(q)
	return nil
}

// tok returns the current token; reaching the lexer's ERROR token raises
// the lexer's error, as CPython raises tokenizer errors on fetch.
func (p *parser) tok() *lexer.Token {
	t := &p.toks[p.i]
	if t.Kind == lexer.ERROR {
		p.raiseLexError()
	}
	return t
}

// kind returns the current token's kind.
func (p *parser) kind() lexer.Kind { return p.tok().Kind }

// peek returns the kind of the token n places ahead (0 = current).
func (p *parser) peek(n int) lexer.Kind {
	j := p.i + n
	if j >= len(p.toks) {
		j = len(p.toks) - 1
	}
	if j > p.maxIdx {
		p.maxIdx = j
	}
	for k := p.i; k <= j; k++ {
		if p.toks[k].Kind == lexer.ERROR {
			p.raiseLexError()
		}
		if p.toks[k].Kind == lexer.EOF {
			return lexer.EOF
		}
	}
	return p.toks[j].Kind
}

// peekQuiet returns the kind of the token n places ahead without
// counting it as read (for error hints that CPython's first pass would
// not have fetched).
func (p *parser) peekQuiet(n int) lexer.Kind {
	j := p.i + n
	if j >= len(p.toks) {
		return lexer.EOF
	}
	return p.toks[j].Kind
}

// advance consumes the current token and returns it.
func (p *parser) advance() *lexer.Token {
	t := p.tok()
	if t.Kind != lexer.EOF {
		p.i++
		if p.i > p.maxIdx {
			p.maxIdx = p.i
		}
	}
	return t
}

// accept consumes the current token if it has kind k.
func (p *parser) accept(k lexer.Kind) bool {
	if p.kind() == k {
		p.i++
		if p.i > p.maxIdx {
			p.maxIdx = p.i
		}
		return true
	}
	return false
}

// expect consumes a token of kind k or fails with "invalid syntax".
func (p *parser) expect(k lexer.Kind) *lexer.Token {
	t := p.tok()
	if t.Kind != k {
		p.invalidSyntax()
	}
	p.advance()
	return t
}

// expectColon consumes a ':' or fails with CPython's message.
func (p *parser) expectColon(forced bool) *lexer.Token {
	t := p.tok()
	if t.Kind != lexer.COLON {
		p.expectedColon(forced)
	}
	p.i++
	return t
}

// prev returns the last consumed token.
func (p *parser) prev() *lexer.Token { return &p.toks[p.i-1] }

// text returns the source text of a token.
func (p *parser) text(t *lexer.Token) []byte { return p.src[t.Start:t.End] }

// isName reports whether the current token is the soft keyword or name s.
func (p *parser) isName(s string) bool {
	t := p.tok()
	return t.Kind == lexer.NAME && string(p.src[t.Start:t.End]) == s
}

// intern returns a per-parse shared string for an identifier.
func (p *parser) intern(b []byte) string {
	if s, ok := p.names[string(b)]; ok {
		return s
	}
	s := string(b)
	if !isASCII(b) {
		s = nfkc(s)
	}
	p.names[string(b)] = s
	return s
}

func isASCII(b []byte) bool {
	for _, c := range b {
		if c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// enter guards recursion depth; every recursive production calls it.
func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		t := p.tok()
		p.raise("SyntaxError", "too many nested expressions", t.Line, t.Col, t.EndLine, t.EndCol)
	}
}

func (p *parser) leave() { p.depth-- }

// startPos returns the start of token t as a Pos with unset end.
func startOf(t *lexer.Token) ast.Pos {
	return ast.Pos{Lineno: int(t.Line), ColOffset: int(t.Col)}
}

// finish sets the end of pos to the end of the last consumed token.
func (p *parser) finish(pos ast.Pos) ast.Pos {
	t := &p.toks[p.i-1]
	pos.EndLineno = int(t.EndLine)
	pos.EndColOffset = int(t.EndCol)
	return pos
}

// tokPos returns the full range of token t.
func tokPos(t *lexer.Token) ast.Pos {
	return ast.Pos{Lineno: int(t.Line), ColOffset: int(t.Col), EndLineno: int(t.EndLine), EndColOffset: int(t.EndCol)}
}
