// Package lexer splits Python 3.11 source into tokens the way CPython's
// tokenizer does: INDENT/DEDENT from leading whitespace, NEWLINE only
// outside brackets, line joining, and positions as 1-based lines with
// 0-based UTF-8 byte columns. It also accepts 3.12-style f-strings whose
// replacement fields reuse the enclosing quote.
package lexer

// Kind is the type of a token.
type Kind uint8

// Token kinds. Operators and hard keywords each have their own kind so the
// parser can switch on them without comparing text.
const (
	EOF Kind = iota
	ERROR
	NEWLINE
	INDENT
	DEDENT
	NAME
	NUMBER
	STRING

	// Operators and delimiters.
	LPAR
	RPAR
	LSQB
	RSQB
	LBRACE
	RBRACE
	COLON
	COMMA
	SEMI
	PLUS
	MINUS
	STAR
	SLASH
	VBAR
	AMPER
	LESS
	GREATER
	EQUAL
	DOT
	PERCENT
	EQEQUAL
	NOTEQUAL
	LESSEQUAL
	GREATEREQUAL
	TILDE
	CIRCUMFLEX
	LEFTSHIFT
	RIGHTSHIFT
	DOUBLESTAR
	PLUSEQUAL
	MINEQUAL
	STAREQUAL
	SLASHEQUAL
	PERCENTEQUAL
	AMPEREQUAL
	VBAREQUAL
	CIRCUMFLEXEQUAL
	LEFTSHIFTEQUAL
	RIGHTSHIFTEQUAL
	DOUBLESTAREQUAL
	DOUBLESLASH
	DOUBLESLASHEQUAL
	AT
	ATEQUAL
	RARROW
	ELLIPSIS
	COLONEQUAL
	EXCLAMATION

	// Hard keywords.
	KwFalse
	KwNone
	KwTrue
	KwAnd
	KwAs
	KwAssert
	KwAsync
	KwAwait
	KwBreak
	KwClass
	KwContinue
	KwDef
	KwDel
	KwElif
	KwElse
	KwExcept
	KwFinally
	KwFor
	KwFrom
	KwGlobal
	KwIf
	KwImport
	KwIn
	KwIs
	KwLambda
	KwNonlocal
	KwNot
	KwOr
	KwPass
	KwRaise
	KwReturn
	KwTry
	KwWhile
	KwWith
	KwYield

	numKinds
)

var kindNames = [numKinds]string{
	EOF: "EOF", ERROR: "ERROR", NEWLINE: "NEWLINE", INDENT: "INDENT", DEDENT: "DEDENT",
	NAME: "NAME", NUMBER: "NUMBER", STRING: "STRING",
	LPAR: "(", RPAR: ")", LSQB: "[", RSQB: "]", LBRACE: "{", RBRACE: "}",
	COLON: ":", COMMA: ",", SEMI: ";", PLUS: "+", MINUS: "-", STAR: "*", SLASH: "/",
	VBAR: "|", AMPER: "&", LESS: "<", GREATER: ">", EQUAL: "=", DOT: ".", PERCENT: "%",
	EQEQUAL: "==", NOTEQUAL: "!=", LESSEQUAL: "<=", GREATEREQUAL: ">=", TILDE: "~",
	CIRCUMFLEX: "^", LEFTSHIFT: "<<", RIGHTSHIFT: ">>", DOUBLESTAR: "**",
	PLUSEQUAL: "+=", MINEQUAL: "-=", STAREQUAL: "*=", SLASHEQUAL: "/=", PERCENTEQUAL: "%=",
	AMPEREQUAL: "&=", VBAREQUAL: "|=", CIRCUMFLEXEQUAL: "^=", LEFTSHIFTEQUAL: "<<=",
	RIGHTSHIFTEQUAL: ">>=", DOUBLESTAREQUAL: "**=", DOUBLESLASH: "//", DOUBLESLASHEQUAL: "//=",
	AT: "@", ATEQUAL: "@=", RARROW: "->", ELLIPSIS: "...", COLONEQUAL: ":=", EXCLAMATION: "!",
	KwFalse: "False", KwNone: "None", KwTrue: "True", KwAnd: "and", KwAs: "as",
	KwAssert: "assert", KwAsync: "async", KwAwait: "await", KwBreak: "break",
	KwClass: "class", KwContinue: "continue", KwDef: "def", KwDel: "del", KwElif: "elif",
	KwElse: "else", KwExcept: "except", KwFinally: "finally", KwFor: "for", KwFrom: "from",
	KwGlobal: "global", KwIf: "if", KwImport: "import", KwIn: "in", KwIs: "is",
	KwLambda: "lambda", KwNonlocal: "nonlocal", KwNot: "not", KwOr: "or", KwPass: "pass",
	KwRaise: "raise", KwReturn: "return", KwTry: "try", KwWhile: "while", KwWith: "with",
	KwYield: "yield",
}

// String returns the token's spelling for operators and keywords, or its
// category name (NAME, NUMBER, ...) otherwise.
func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return "?"
}

// IsKeyword reports whether k is a hard keyword.
func (k Kind) IsKeyword() bool { return k >= KwFalse && k < numKinds }

// keywords maps each hard keyword's spelling to its kind.
var keywords = func() map[string]Kind {
	m := make(map[string]Kind)
	for k := KwFalse; k < numKinds; k++ {
		m[kindNames[k]] = k
	}
	return m
}()

// Token is one lexical token. Start and End are byte offsets into the
// source; Line/Col and EndLine/EndCol are CPython-style positions (1-based
// lines, 0-based byte columns, end exclusive).
type Token struct {
	Kind    Kind
	Line    int32
	Col     int32
	EndLine int32
	EndCol  int32
	Start   int32
	End     int32
}

// Text returns the token's source text.
func (t *Token) Text(src []byte) []byte { return src[t.Start:t.End] }
