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
	// UNKNOWN is an ASCII character no rule accepts ($, ?, `); CPython's
	// tokenizer passes it on and the parser rejects it.
	UNKNOWN

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
	AT: "@", ATEQUAL: "@=", RARROW: "->", ELLIPSIS: "...", COLONEQUAL: ":=", EXCLAMATION: "!", UNKNOWN: "UNKNOWN",
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

// keywordKind returns the kind of a hard keyword, or NAME.
func keywordKind(b []byte) Kind {
	switch string(b) {
	case "False":
		return KwFalse
	case "None":
		return KwNone
	case "True":
		return KwTrue
	case "and":
		return KwAnd
	case "as":
		return KwAs
	case "assert":
		return KwAssert
	case "async":
		return KwAsync
	case "await":
		return KwAwait
	case "break":
		return KwBreak
	case "class":
		return KwClass
	case "continue":
		return KwContinue
	case "def":
		return KwDef
	case "del":
		return KwDel
	case "elif":
		return KwElif
	case "else":
		return KwElse
	case "except":
		return KwExcept
	case "finally":
		return KwFinally
	case "for":
		return KwFor
	case "from":
		return KwFrom
	case "global":
		return KwGlobal
	case "if":
		return KwIf
	case "import":
		return KwImport
	case "in":
		return KwIn
	case "is":
		return KwIs
	case "lambda":
		return KwLambda
	case "nonlocal":
		return KwNonlocal
	case "not":
		return KwNot
	case "or":
		return KwOr
	case "pass":
		return KwPass
	case "raise":
		return KwRaise
	case "return":
		return KwReturn
	case "try":
		return KwTry
	case "while":
		return KwWhile
	case "with":
		return KwWith
	case "yield":
		return KwYield
	}
	return NAME
}

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
