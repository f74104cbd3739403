package py

import (
	"errors"
	"slices"

	"github.com/kraitpy/krait/internal/pyfmt"
	"github.com/kraitpy/krait/internal/pystr"
)

var strFormat = internStr("__format__")

// convertFmtError turns a pyfmt/pystr error into a Python exception (or a
// memory limit error for refused huge results).
func (t *Thread) convertFmtError(err error) error {
	if err == nil {
		return nil
	}
	var le *pyfmt.LiteralError
	if errors.As(err, &le) {
		return t.literalError(le)
	}
	var pe *pystr.Error
	if errors.As(err, &pe) {
		switch pe.Kind {
		case pystr.KeyError:
			return NewKeyError(NewStr(pe.Msg))
		case pystr.ZeroDivisionError:
			return NewZeroDivisionError(pe.Msg)
		}
		if typ := exceptionTypeByName(pe.Kind.String()); typ != nil {
			return NewException(typ, pe.Msg)
		}
		return NewValueError("%s", pe.Msg)
	}
	if errors.Is(err, pystr.ErrTooLarge) {
		return t.memoryErrorOrNil()
	}
	return err
}

// literalError is the ValueError of a text that is not a number: its
// message holds the repr of the whole text (float, complex), measured and
// charged before it is made, or of its first 200 characters (int).
func (t *Thread) literalError(le *pyfmt.LiteralError) error {
	if le.MaxRunes > 0 || len(le.Text) < 1<<12 {
		return NewValueError("%s", le.Message())
	}
	var msg string
	var err error
	if le.Bytes {
		msg, err = t.bytesReprText(le.Msg+": ", le.Text, "", false)
	} else {
		msg, err = t.strReprText(le.Msg+": ", le.Text, "")
	}
	if err != nil {
		return err
	}
	return NewValueError("%s", msg)
}

// ConvertError turns an error of the internal string/format packages into
// the matching Python exception; other errors pass through.
func ConvertError(t *Thread, err error) error { return t.convertFmtError(err) }

// fmtOptions returns the pyfmt options for this thread.
func (t *Thread) fmtOptions(typeName string) pyfmt.Options {
	maxLen := pyfmt.NoLimit
	if t != nil {
		if !t.ready {
			t.init()
		}
		room := t.Limits.MaxMemory - t.memory
		if room < 1<<40 {
			maxLen = int(room)
		}
	}
	return pyfmt.Options{TypeName: typeName, MaxLen: maxLen, MaxStrDigits: maxStrDigits}
}

// Format returns format(v, spec): v.__format__(spec) for user classes, the
// format-spec mini-language for built-in numbers and strings.
func Format(t *Thread, v Value, spec string) (string, error) {
	typ := v.Type()
	if !typ.builtin {
		if f := typ.lookupUser(strFormat); f != nil {
			r, err := callMethodValue(t, f, v, NewStr(spec))
			if err != nil {
				return "", err
			}
			s, ok := unwrapBase(r).(*Str)
			if !ok {
				return "", NewTypeError("__format__ must return a str, not %s", typeName(r))
			}
			return s.s, nil
		}
	}
	base := unwrapBase(v)
	opts := t.fmtOptions(typ.Name)
	var s string
	var err error
	switch x := base.(type) {
	case *Str:
		if spec == "" {
			return x.s, nil // the str's own text: nothing new to check or charge
		}
		s, err = pyfmt.FormatStr(x.s, spec, opts)
	case Int:
		if spec == "" && typ != IntType {
			return ToStr(t, v)
		}
		s, err = pyfmt.FormatInt(int64(x), spec, opts)
	case Bool:
		if spec == "" {
			return ToStr(t, v)
		}
		i := int64(0)
		if x {
			i = 1
		}
		s, err = pyfmt.FormatInt(i, spec, opts)
	case *BigInt:
		if spec == "" && typ != IntType {
			return ToStr(t, v)
		}
		s, err = pyfmt.FormatBigInt(&x.v, spec, opts)
	case Float:
		if spec == "" && typ != FloatType {
			return ToStr(t, v)
		}
		s, err = pyfmt.FormatFloat(float64(x), spec, opts)
	case Complex:
		if spec == "" && typ != ComplexType {
			return ToStr(t, v)
		}
		s, err = pyfmt.FormatComplex(complex128(x), spec, opts)
	default:
		// object.__format__: only the empty spec is allowed.
		if spec != "" {
			return "", NewTypeError("unsupported format string passed to %s.__format__", typeNameOf(typ))
		}
		return ToStr(t, v)
	}
	if err != nil {
		return "", t.convertFmtError(err)
	}
	if err := t.Alloc(int64(len(s))); err != nil {
		return "", err
	}
	t.noteCharged(s)
	return s, nil
}

// printfArg adapts a Value to pyfmt.Arg for str % args.
type printfArg struct {
	t *Thread
	v Value
}

// TypeName implements pyfmt.Arg.
func (a printfArg) TypeName() string { return typeName(a.v) }

// Str implements pyfmt.Arg.
func (a printfArg) Str() (string, error) { return ToStr(a.t, a.v) }

// Repr implements pyfmt.Arg.
func (a printfArg) Repr() (string, error) { return Repr(a.t, a.v) }

// ASCII implements pyfmt.Arg.
func (a printfArg) ASCII() (string, error) { return ASCII(a.t, a.v) }

// AsStr implements pyfmt.Arg.
func (a printfArg) AsStr() (string, bool) { s, ok := unwrapBase(a.v).(*Str); return strOrEmpty(s), ok }

// IntValue implements pyfmt.Arg.
func (a printfArg) IntValue() (pyfmt.Integer, bool) { return toInteger(a.v) }

func strOrEmpty(s *Str) string {
	if s == nil {
		return ""
	}
	return s.s
}

// toInteger converts an int value to pyfmt's Integer.
func toInteger(v Value) (pyfmt.Integer, bool) {
	if i, ok := AsInt64(v); ok {
		return pyfmt.Integer{Small: i}, true
	}
	if b, ok := v.(*BigInt); ok {
		return pyfmt.Integer{Big: &b.v}, true
	}
	if in, ok := v.(*Instance); ok && in.Base != nil {
		return toInteger(in.Base)
	}
	return pyfmt.Integer{}, false
}

// AsInt implements pyfmt.Arg.
func (a printfArg) AsInt(index bool) (pyfmt.Integer, error) {
	if i, ok := toInteger(a.v); ok {
		return i, nil
	}
	if index {
		i, ok, err := indexValue(a.t, a.v)
		if err != nil {
			return pyfmt.Integer{}, err
		}
		if !ok {
			return pyfmt.Integer{}, pyfmt.ErrWrongType
		}
		return pyfmt.Integer{Small: i}, nil
	}
	if in, ok := a.v.(*Instance); ok && (in.Class.lookupUser(strInt) != nil || in.Class.lookupUser(strIndex) != nil) {
		// CPython's PyNumber_Long: __int__, then __index__.
		r, err := ToInt(a.t, in)
		if err != nil {
			return pyfmt.Integer{}, err
		}
		if i, ok := toInteger(r); ok {
			return i, nil
		}
	}
	if f, ok := unwrapBase(a.v).(Float); ok {
		r, err := pyfmt.FloatToInt(float64(f))
		if err != nil {
			return pyfmt.Integer{}, a.t.convertFmtError(err)
		}
		return r, nil
	}
	return pyfmt.Integer{}, pyfmt.ErrWrongType
}

// AsFloat implements pyfmt.Arg.
func (a printfArg) AsFloat() (float64, error) {
	f, ok, err := AsFloat(a.v)
	if err != nil {
		return 0, err
	}
	if !ok {
		if in, isInst := a.v.(*Instance); isInst && in.Class.lookupUser(strFloat) != nil {
			// An object with __float__ (numpy's float32), as CPython's
			// PyNumber_Float.
			r, err := ToFloat(a.t, a.v)
			if err != nil {
				return 0, err
			}
			f, _, err := AsFloat(r)
			return f, err
		}
		return 0, pyfmt.ErrWrongType
	}
	return f, nil
}

// printfMapping adapts a mapping operand for %(key)s.
type printfMapping struct {
	t *Thread
	m Value
}

// GetItem implements pyfmt.Mapping.
func (m printfMapping) GetItem(key string) (pyfmt.Arg, error) {
	v, err := GetItem(m.t, m.m, NewStr(key))
	if err != nil {
		return nil, err
	}
	return printfArg{m.t, v}, nil
}

// strPercentFormat is str % args.
func strPercentFormat(t *Thread, s *Str, args Value) (Value, error) {
	if x, ok := unwrapBase(args).(*Tuple); ok {
		return strPercentTuple(t, s, x.items)
	}
	var pa pyfmt.PrintfArgs
	ops := t.takePrintfOperands()
	ops.single, ops.cur.v = true, args
	pa.Items = ops
	switch unwrapBase(args).(type) {
	case *Str:
	default:
		if hasGetItem(args) {
			pa.Mapping = printfMapping{t, args}
		}
	}
	return strPrintf(t, s, pa, ops)
}

// strPercentTuple is s % tuple, items the tuple's items.
func strPercentTuple(t *Thread, s *Str, items []Value) (Value, error) {
	ops := t.takePrintfOperands()
	ops.items = items
	return strPrintf(t, s, pyfmt.PrintfArgs{Tuple: true, Items: ops}, ops)
}

// MaxPercentValues is the most operands StrPercentValues formats without
// copying them to the heap.
const MaxPercentValues = 8

// StrPercentValues is s % (vals...) without the tuple: the evaluator's
// `"..." % (a, b)` with a tuple display. vals is copied (it may live on
// the caller's stack).
func StrPercentValues(t *Thread, s *Str, vals []Value) (Value, error) {
	if len(vals) > MaxPercentValues {
		return strPercentTuple(t, s, slices.Clone(vals)) //krait:alloc-ok the operands of a tuple display in the source (AST)
	}
	ops := t.takePrintfOperands()
	ops.items = ops.own[:copy(ops.own[:], vals)]
	return strPrintf(t, s, pyfmt.PrintfArgs{Tuple: true, Items: ops}, ops)
}

// strPrintf formats s with pa, whose operands are ops (cleared and given
// back to the thread afterwards).
func strPrintf(t *Thread, s *Str, pa pyfmt.PrintfArgs, ops *printfOperands) (Value, error) {
	// The text is formatted into the thread's scratch buffer and copied
	// once into the str (with the str's header up to 208 bytes).
	buf := t.fmtScratch
	t.fmtScratch = nil
	r, err := pyfmt.AppendPrintf(buf, s.s, pa, t.fmtOptions("str"))
	*ops = printfOperands{}
	t.fmtOperands = ops
	if err != nil {
		return nil, t.convertFmtError(err)
	}
	v, err := NewStrBytes(t, r)
	if cap(r) <= fmtScratchMax {
		t.fmtScratch = r[:0]
	}
	return v, err
}

// takePrintfOperands returns the thread's operand reader for a format,
// or a new one while a format (whose operand's __str__ formats) holds it.
func (t *Thread) takePrintfOperands() *printfOperands {
	ops := t.fmtOperands
	if ops == nil {
		return &printfOperands{cur: printfArg{t: t}}
	}
	t.fmtOperands = nil
	ops.cur.t = t
	return ops
}

// fmtScratchMax is the largest scratch buffer a thread keeps for str %
// args.
const fmtScratchMax = 4096

// printfOperands is the operands of a %-format (pyfmt.Args): a tuple's
// items or one operand, handed to the format one at a time through cur,
// so that the operands cost one small allocation however many they are.
type printfOperands struct {
	items  []Value
	single bool // the one operand in cur, not a tuple's items
	cur    printfArg
	own    [MaxPercentValues]Value // StrPercentValues' copy of its operands
}

// newPrintfOperands returns the operands of a tuple (its items), or the
// one operand v when tuple is false.
func newPrintfOperands(t *Thread, tuple bool, items []Value, v Value) *printfOperands {
	if !tuple {
		return &printfOperands{single: true, cur: printfArg{t, v}}
	}
	return &printfOperands{items: items, cur: printfArg{t: t}}
}

// Len implements pyfmt.Args.
func (p *printfOperands) Len() int {
	if p.single {
		return 1
	}
	return len(p.items)
}

// At implements pyfmt.Args: the operand is loaded into p.cur.
func (p *printfOperands) At(i int) pyfmt.Arg {
	if !p.single {
		p.cur.v = p.items[i]
	}
	return &p.cur
}

// hasGetItem reports whether v supports indexing by key (a mapping for
// %-formatting purposes).
func hasGetItem(v Value) bool {
	switch x := v.(type) {
	case *Instance:
		return x.Class.lookupUser(strGetItem) != nil || (x.Base != nil && hasGetItem(x.Base))
	case *Dict, *List, *Bytes, *ByteArray, *Range, *Str, *Tuple:
		return true
	}
	return false
}

// ASCII returns ascii(v): repr with non-ASCII characters escaped.
func ASCII(t *Thread, v Value) (string, error) {
	r, err := Repr(t, v)
	if err != nil {
		return "", err
	}
	if isASCII(r) {
		return r, nil
	}
	// Escapes make the text up to 2.5x longer (\U0001f600 for 4 bytes):
	// measured and charged before it is made.
	return t.EscapeText("", r, "", true, appendASCIIEscaped)
}

// appendASCIIEscaped appends s (a repr: valid UTF-8) with each non-ASCII
// code point escaped as ascii() does.
func appendASCIIEscaped(out []byte, s string) []byte {
	const hex = "0123456789abcdef"
	for _, c := range s {
		var e [10]byte
		n := 1
		switch {
		case c < 0x80:
			e[0] = byte(c)
		case c < 0x100:
			e, n = [10]byte{'\\', 'x', hex[c>>4], hex[c&15]}, 4
		case c < 0x10000:
			e, n = [10]byte{'\\', 'u', hex[c>>12], hex[c>>8&15], hex[c>>4&15], hex[c&15]}, 6
		default:
			e, n = [10]byte{'\\', 'U'}, 10
			for i := 2; i < 10; i++ {
				e[i] = hex[c>>uint(4*(9-i))&15]
			}
		}
		out = append(out, e[:n]...) //krait:alloc-ok into the buffer EscapeText measured and charged
	}
	return out
}

// AsBytes implements pyfmt.BytesArg: the bytes of a bytes-like value or
// the result of its __bytes__.
func (a printfArg) AsBytes() (string, error) {
	if s, ok := asByteString(a.v); ok {
		return s, nil
	}
	if in, ok := a.v.(*Instance); ok {
		if f := in.Class.lookupUser(strBytesDunder); f != nil {
			r, err := callMethodValue(a.t, f, a.v)
			if err != nil {
				return "", err
			}
			s, ok := asByteString(r)
			if !ok {
				return "", NewTypeError("__bytes__ returned non-bytes (type %s)", typeName(r))
			}
			return s, nil
		}
	}
	return "", pyfmt.ErrWrongType
}

// BytesValue implements pyfmt.BytesArg.
func (a printfArg) BytesValue() (string, bool) { return asByteString(a.v) }

// strBytesDunder is the name __bytes__.
var strBytesDunder = NewStrConst("__bytes__")

// bytesPrintfMapping adapts a mapping operand for b'%(key)s': keys are
// looked up as bytes.
type bytesPrintfMapping struct {
	t *Thread
	m Value
}

// GetItem implements pyfmt.Mapping.
func (m bytesPrintfMapping) GetItem(key string) (pyfmt.Arg, error) {
	v, err := GetItem(m.t, m.m, NewBytes(key))
	if err != nil {
		return nil, err
	}
	return printfArg{m.t, v}, nil
}

// bytesPercentFormat is bytes % args (and bytearray % args): the result
// has self's kind.
func bytesPercentFormat(t *Thread, self Value, s string, args Value) (Value, error) {
	if err := t.Charge(int64(len(s))); err != nil {
		return nil, err
	}
	var pa pyfmt.PrintfArgs
	switch x := unwrapBase(args).(type) {
	case *Tuple:
		pa.Tuple = true
		pa.Items = newPrintfOperands(t, true, x.items, nil)
	default:
		pa.Items = newPrintfOperands(t, false, nil, args)
		switch unwrapBase(args).(type) {
		case *Str, *Tuple, *Bytes, *ByteArray:
		default:
			if hasGetItem(args) {
				pa.Mapping = bytesPrintfMapping{t, args}
			}
		}
	}
	r, err := pyfmt.PrintfBytes(s, pa, t.fmtOptions(typeName(self)))
	if err != nil {
		return nil, t.convertFmtError(err)
	}
	return likeSelf(t, self, r)
}
