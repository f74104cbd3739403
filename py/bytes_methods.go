package py

import (
	"strings"

	"github.com/kraitpy/krait/internal/pystr"
)

// selfBytes returns the contents of a bytes-like self.
func selfBytes(self Value) string {
	s, _ := asByteString(self)
	return s
}

// likeSelf wraps a result in the kind of self (bytes or bytearray).
func likeSelf(t *Thread, self Value, s string) (Value, error) {
	if err := t.Alloc(int64(len(s))); err != nil {
		return nil, err
	}
	if _, ok := unwrapBase(self).(*ByteArray); ok {
		return NewByteArray([]byte(s)), nil
	}
	return NewBytes(s), nil
}

// bytesArg converts an argument that must be bytes-like.
func bytesArg(v Value) (string, error) {
	if s, ok := asByteString(v); ok {
		return s, nil
	}
	return "", NewTypeError("a bytes-like object is required, not '%s'", typeName(v))
}

// bytesSubArg converts a sub argument: bytes-like or an int in range(256).
func bytesSubArg(t *Thread, v Value) (string, error) {
	if s, ok := asByteString(v); ok {
		return s, nil
	}
	if i, ok, err := indexValue(t, v); ok || err != nil {
		if err != nil {
			return "", err
		}
		if i < 0 || i > 255 {
			return "", NewValueError("byte must be in range(0, 256)")
		}
		return string([]byte{byte(i)}), nil
	}
	return "", NewTypeError("argument should be integer or bytes-like object, not '%s'", typeName(v))
}

func bytesNoArg(name string, f func(string) string) methodDef {
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if len(args)+len(kwargs) > 0 {
			if err := CheckNoArgs(typeName(self)+"."+name, args, kwargs); err != nil {
				return nil, err
			}
		}
		return likeSelf(t, self, f(selfBytes(self)))
	}}
}

func bytesPredicate(name string, f func(string) bool) methodDef {
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if len(args)+len(kwargs) > 0 {
			if err := CheckNoArgs(typeName(self)+"."+name, args, kwargs); err != nil {
				return nil, err
			}
		}
		return NewBool(f(selfBytes(self))), nil
	}}
}

func bytesFind(name string, f func(s, sub string, start, end int) int, raise bool) methodDef {
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckArgRange(name, args, kwargs, 1, 3); err != nil {
			return nil, err
		}
		sub, err := bytesSubArg(t, args[0])
		if err != nil {
			return nil, err
		}
		start, end, err := optRange(t, args[1:])
		if err != nil {
			return nil, err
		}
		i := f(selfBytes(self), sub, start, end)
		if raise && i < 0 {
			return nil, NewValueError("subsection not found")
		}
		return NewInt(int64(i)), nil
	}}
}

func bytesAffix(name string, f func(s, affix string, start, end int) bool) methodDef {
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckArgRange(name, args, kwargs, 1, 3); err != nil {
			return nil, err
		}
		start, end, err := optRange(t, args[1:])
		if err != nil {
			return nil, err
		}
		s := selfBytes(self)
		if tu, ok := args[0].(*Tuple); ok {
			for _, it := range tu.items {
				a, err := bytesArg(it)
				if err != nil {
					return nil, err
				}
				if f(s, a, start, end) {
					return True, nil
				}
			}
			return False, nil
		}
		a, ok := asByteString(args[0])
		if !ok {
			return nil, NewTypeError("%s first arg must be bytes or a tuple of bytes, not %s", name, typeName(args[0]))
		}
		return NewBool(f(s, a, start, end)), nil
	}}
}

func bytesStrip(name string, ws func(string) string, chars func(string, string) string) methodDef {
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional(name, args, kwargs, 0, 1); err != nil {
			return nil, err
		}
		s := selfBytes(self)
		if len(args) == 0 || args[0] == None {
			return likeSelf(t, self, ws(s))
		}
		c, err := bytesArg(args[0])
		if err != nil {
			return nil, err
		}
		return likeSelf(t, self, chars(s, c))
	}}
}

func bytesSplit(name string, right bool) methodDef {
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		var sep, maxsplit Value
		if err := UnpackArgs(name, args, kwargs, []string{"sep", "maxsplit"}, 0, &sep, &maxsplit); err != nil {
			return nil, err
		}
		n := -1
		if maxsplit != nil {
			m, err := Index(t, maxsplit)
			if err != nil {
				return nil, err
			}
			n = int(m)
		}
		s := selfBytes(self)
		if err := chargeBytesPieces(t, s, sep, n); err != nil {
			return nil, err
		}
		var parts []string
		if sep == nil || sep == None {
			if right {
				parts = pystr.BytesRSplitWhitespace(s, n)
			} else {
				parts = pystr.BytesSplitWhitespace(s, n)
			}
		} else {
			sp, err := bytesArg(sep)
			if err != nil {
				return nil, err
			}
			if right {
				parts, err = pystr.RSplit(s, sp, n)
			} else {
				parts, err = pystr.Split(s, sp, n)
			}
			if err != nil {
				return nil, t.convertFmtError(err)
			}
		}
		items := make([]Value, len(parts))
		for i, p := range parts {
			v, err := likeSelf(t, self, p)
			if err != nil {
				return nil, err
			}
			items[i] = v
		}
		return NewList(items), nil
	}}
}

var bytesMethods = []methodDef{
	{"decode", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		var enc, errs Value
		if err := UnpackArgs("decode", args, kwargs, []string{"encoding", "errors"}, 0, &enc, &errs); err != nil {
			return nil, err
		}
		return decodeBytes(t, "decode", selfBytes(self), enc, errs)
	}},
	{"hex", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		return bytesHexMethod(t, selfBytes(self), args, kwargs)
	}},
	{"join", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("bytes.join", args, kwargs); err != nil {
			return nil, err
		}
		items, err := iterateAll(t, args[0])
		if err != nil {
			return nil, err
		}
		// The joined size is known before anything is built: checked
		// first, then written once (appending doubled the buffer and
		// string() copied it: three times the result at its peak).
		sep := selfBytes(self)
		total := int64(0)
		for i, it := range items {
			b, ok := asByteString(it)
			if !ok {
				return nil, NewTypeError("sequence item %d: expected a bytes-like object, %s found", i, typeName(it))
			}
			if i > 0 {
				total += int64(len(sep))
			}
			total += int64(len(b))
		}
		if err := t.CheckAlloc(total); err != nil {
			return nil, err
		}
		var out strings.Builder
		out.Grow(int(total))
		for i, it := range items {
			b, _ := asByteString(it)
			if i > 0 {
				out.WriteString(sep)
			}
			out.WriteString(b)
		}
		return likeSelf(t, self, out.String())
	}},
	{"replace", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional("replace", args, kwargs, 2, 3); err != nil {
			return nil, err
		}
		old, err := bytesArg(args[0])
		if err != nil {
			return nil, err
		}
		nw, err := bytesArg(args[1])
		if err != nil {
			return nil, err
		}
		count := int64(-1)
		if len(args) == 3 {
			if count, err = Index(t, args[2]); err != nil {
				return nil, err
			}
		}
		r, err := pystr.BytesReplace(selfBytes(self), old, nw, int(count), t.maxLen())
		if err != nil {
			return nil, t.convertFmtError(err)
		}
		return likeSelf(t, self, r)
	}},
	{"splitlines", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		var keep Value
		if err := UnpackArgs("splitlines", args, kwargs, []string{"keepends"}, 0, &keep); err != nil {
			return nil, err
		}
		k := false
		if keep != nil {
			var err error
			if k, err = intBoolArg(t, keep); err != nil {
				return nil, err
			}
		}
		s := selfBytes(self)
		if err := chargeBytesPieces(t, s, bytesLineBreaks, -1); err != nil {
			return nil, err
		}
		parts := pystr.BytesSplitLines(s, k)
		items := make([]Value, len(parts))
		for i, p := range parts {
			v, err := likeSelf(t, self, p)
			if err != nil {
				return nil, err
			}
			items[i] = v
		}
		return NewList(items), nil
	}},
	bytesSplit("split", false),
	bytesSplit("rsplit", true),
	bytesStrip("strip", pystr.BytesStrip, pystr.BytesStripChars),
	bytesStrip("lstrip", pystr.BytesLStrip, pystr.BytesLStripChars),
	bytesStrip("rstrip", pystr.BytesRStrip, pystr.BytesRStripChars),
	bytesFind("find", pystr.BytesFind, false),
	bytesFind("rfind", pystr.BytesRFind, false),
	bytesFind("index", pystr.BytesFind, true),
	bytesFind("rindex", pystr.BytesRFind, true),
	bytesFind("count", pystr.BytesCount, false),
	bytesAffix("startswith", pystr.BytesStartsWith),
	bytesAffix("endswith", pystr.BytesEndsWith),
	bytesNoArg("upper", pystr.BytesUpper),
	bytesNoArg("lower", pystr.BytesLower),
	bytesNoArg("swapcase", pystr.BytesSwapCase),
	bytesNoArg("capitalize", pystr.BytesCapitalize),
	bytesNoArg("title", pystr.BytesTitle),
	bytesPredicate("isalpha", pystr.BytesIsAlpha),
	bytesPredicate("isalnum", pystr.BytesIsAlnum),
	bytesPredicate("isdigit", pystr.BytesIsDigit),
	bytesPredicate("isspace", pystr.BytesIsSpace),
	bytesPredicate("islower", pystr.BytesIsLower),
	bytesPredicate("isupper", pystr.BytesIsUpper),
	bytesPredicate("istitle", pystr.BytesIsTitle),
	bytesPredicate("isascii", isASCII),
}

// bytesFromHex is bytes.fromhex(s), a class method.
func bytesFromHex(t *Thread, _ Value, args []Value, kwargs []Kwarg) (Value, error) {
	var cls Value
	if len(args) > 0 {
		cls, args = args[0], args[1:]
	}
	if err := CheckExactlyOne("fromhex", args, kwargs); err != nil {
		return nil, err
	}
	s, ok := args[0].(*Str)
	if !ok {
		return nil, ArgError("fromhex", 1, "str", args[0])
	}
	r, err := pystr.BytesFromHex(s.s)
	if err != nil {
		return nil, t.convertFmtError(err)
	}
	if cls == Value(ByteArrayType) {
		return NewByteArray([]byte(r)), nil
	}
	return NewBytes(r), nil
}

// asByteArray returns the bytearray behind self.
func asByteArray(self Value) *ByteArray { return unwrapBase(self).(*ByteArray) }

var byteArrayMethods = []methodDef{
	{"append", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("bytearray.append", args, kwargs); err != nil {
			return nil, err
		}
		c, err := Index(t, args[0])
		if err != nil {
			return nil, err
		}
		if c < 0 || c > 255 {
			return nil, NewValueError("byte must be in range(0, 256)")
		}
		if err := t.Alloc(1); err != nil {
			return nil, err
		}
		b := asByteArray(self)
		b.b = append(b.b, byte(c))
		return None, nil
	}},
	{"extend", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("bytearray.extend", args, kwargs); err != nil {
			return nil, err
		}
		more, err := bytesFromArgs(t, "bytearray", args, nil)
		if err != nil {
			return nil, err
		}
		b := asByteArray(self)
		b.b = append(b.b, more...)
		return None, nil
	}},
	{"pop", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional("bytearray.pop", args, kwargs, 0, 1); err != nil {
			return nil, err
		}
		b := asByteArray(self)
		i := int64(-1)
		if len(args) == 1 {
			var err error
			if i, err = Index(t, args[0]); err != nil {
				return nil, err
			}
		}
		if len(b.b) == 0 {
			return nil, NewIndexError("pop from empty bytearray")
		}
		j := seqIndex(i, len(b.b))
		if j < 0 {
			return nil, NewIndexError("pop index out of range")
		}
		c := b.b[j]
		b.b = append(b.b[:j], b.b[j+1:]...)
		return NewInt(int64(c)), nil
	}},
	{"clear", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("bytearray.clear", args, kwargs); err != nil {
			return nil, err
		}
		asByteArray(self).b = nil
		return None, nil
	}},
	{"copy", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("bytearray.copy", args, kwargs); err != nil {
			return nil, err
		}
		return likeSelf(t, self, selfBytes(self))
	}},
}

func init() {
	addBorrowingMethods(BytesType, bytesMethods)
	addBorrowingMethods(ByteArrayType, bytesMethods)
	addBorrowingMethods(ByteArrayType, byteArrayMethods)
	BytesType.Dict.SetStr("fromhex", &ClassMethod{Func: NewBuiltin("fromhex", bytesFromHex)})
	ByteArrayType.Dict.SetStr("fromhex", &ClassMethod{Func: NewBuiltin("fromhex", bytesFromHex)})
}

// bytesHexMethod implements bytes.hex([sep[, bytes_per_sep]]) (shared by
// bytearray): sep is a one-character ASCII str or bytes put between
// groups of bytes_per_sep bytes, counted from the right when positive
// and from the left when negative.
func bytesHexMethod(t *Thread, s string, args []Value, kwargs []Kwarg) (Value, error) {
	var sepv, perv Value
	if err := UnpackArgs("hex", args, kwargs, []string{"sep", "bytes_per_sep"}, 0, &sepv, &perv); err != nil {
		return nil, err
	}
	per := int64(1)
	if perv != nil {
		if _, ok := unwrapBase(perv).(*BigInt); ok {
			return nil, NewOverflowError("Python int too large to convert to C int")
		}
		n, err := Index(t, perv)
		if err != nil {
			return nil, err
		}
		if n > 1<<31-1 || n < -(1<<31) {
			return nil, NewOverflowError("Python int too large to convert to C int")
		}
		per = n
	}
	if sepv == nil {
		if err := t.Alloc(int64(2 * len(s))); err != nil {
			return nil, err
		}
		return NewStr(pystr.BytesHex(s)), nil
	}
	n, err := Len(t, sepv)
	if err != nil {
		return nil, err
	}
	if n != 1 {
		return nil, NewValueError("sep must be length 1.")
	}
	var sep rune
	switch x := unwrapBase(sepv).(type) {
	case *Str:
		for _, r := range x.s {
			sep = r
			break
		}
	case *Bytes:
		sep = rune(x.s[0])
	default:
		return nil, NewTypeError("sep must be str or bytes.")
	}
	if sep > 127 {
		return nil, NewValueError("sep must be ASCII.")
	}
	group := per
	if group < 0 {
		group = -group
	}
	if group == 0 || int64(len(s)) <= group {
		if err := t.Alloc(int64(2 * len(s))); err != nil {
			return nil, err
		}
		return NewStr(pystr.BytesHex(s)), nil
	}
	seps := (int64(len(s)) - 1) / group
	if err := t.Alloc(int64(2*len(s)) + seps); err != nil {
		return nil, err
	}
	hex := pystr.BytesHex(s)
	out := make([]byte, 0, int64(len(hex))+seps)
	// first is the size of the leading group: the remainder when groups
	// are counted from the right, a full group when from the left.
	first := group
	if per > 0 {
		if r := int64(len(s)) % group; r != 0 {
			first = r
		}
	}
	i := int64(0)
	for i < int64(len(s)) {
		size := group
		if i == 0 {
			size = first
		}
		end := i + size
		if end > int64(len(s)) {
			end = int64(len(s))
		}
		if i > 0 {
			out = append(out, byte(sep))
		}
		out = append(out, hex[2*i:2*end]...)
		i = end
	}
	return NewStr(string(out)), nil
}

// bytesPieceSize is charged per piece of a bytes split beyond its bytes:
// the string header of the cut, the list slot and the bytes object.
const bytesPieceSize = 16 + valueSize + 32

// bytesLineBreaks stands for splitlines' separators in chargeBytesPieces.
var bytesLineBreaks = NewStrConst("\n")

// chargeBytesPieces charges the pieces of splitting s, counted before
// any is cut: by sep (None: runs of ASCII whitespace; bytesLineBreaks:
// splitlines' line ends), at most maxsplit+1 of them when maxsplit >= 0,
// and the scan itself.
func chargeBytesPieces(t *Thread, s string, sep Value, maxsplit int) error {
	if err := t.ChargeBytes(len(s)); err != nil {
		return err
	}
	n := 1
	switch {
	case sep == bytesLineBreaks:
		for i := 0; i < len(s); i++ {
			if s[i] == '\n' || (s[i] == '\r' && (i+1 == len(s) || s[i+1] != '\n')) {
				n++
			}
		}
	case sep == nil || sep == None:
		n = 0
		for i := 0; i < len(s); i++ {
			if !pystr.IsBytesSpace(s[i]) && (i == 0 || pystr.IsBytesSpace(s[i-1])) {
				n++
			}
		}
	default:
		sp, ok := asByteString(sep)
		if !ok || sp == "" {
			return nil // the split reports the error
		}
		n = strings.Count(s, sp) + 1
	}
	if maxsplit >= 0 && n > maxsplit+1 {
		n = maxsplit + 1
	}
	return t.Alloc(int64(n) * bytesPieceSize)
}
