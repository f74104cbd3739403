package py

import (
	"strings"

	"github.com/kraitpy/krait/internal/pystr"
)

// This file holds the bytes/bytearray methods that pad, partition, trim
// affixes and translate, and bytearray's insert/remove/reverse.

// bytesResult wraps a computed byte string in self's kind, converting
// pystr errors.
func bytesResult(t *Thread, self Value, s string, err error) (Value, error) {
	if err != nil {
		return nil, t.convertFmtError(err)
	}
	return likeSelf(t, self, s)
}

// bytesWidth converts a width/tabsize argument, refusing sizes no result
// could ever have before any allocation.
func bytesWidth(t *Thread, v Value) (int, error) {
	w, err := Index(t, v)
	if err != nil {
		return 0, err
	}
	if w > int64(pystr.End/4) {
		return 0, t.memoryErrorOrNil()
	}
	return int(w), nil
}

// bytesPad is center/ljust/rjust(width, fillbyte=b' ').
func bytesPad(name string, f func(s string, width int, fill byte, maxLen int) (string, error)) methodDef {
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional(name, args, kwargs, 1, 2); err != nil {
			return nil, err
		}
		w, err := bytesWidth(t, args[0])
		if err != nil {
			return nil, err
		}
		fill := byte(' ')
		if len(args) == 2 {
			fs, ok := asByteString(args[1])
			if !ok || len(fs) != 1 {
				return nil, NewTypeError("%s() argument 2 must be a byte string of length 1, not %s", name, typeName(args[1]))
			}
			fill = fs[0]
		}
		s := selfBytes(self)
		if err := t.Charge(int64(max(w, len(s)))); err != nil {
			return nil, err
		}
		r, err := f(s, w, fill, t.maxLen())
		return bytesResult(t, self, r, err)
	}}
}

// bytesPartition is partition/rpartition(sep).
func bytesPartition(name string, f func(s, sep string) (string, string, string, error)) methodDef {
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne(name, args, kwargs); err != nil {
			return nil, err
		}
		sep, err := bytesArg(args[0])
		if err != nil {
			return nil, err
		}
		s := selfBytes(self)
		if err := t.Charge(int64(len(s))); err != nil {
			return nil, err
		}
		a, b, c, err := f(s, sep)
		if err != nil {
			return nil, t.convertFmtError(err)
		}
		parts := [3]string{a, b, c}
		items := make([]Value, 3)
		for i, p := range parts {
			v, err := likeSelf(t, self, p)
			if err != nil {
				return nil, err
			}
			items[i] = v
		}
		return NewTuple(items), nil
	}}
}

// bytesRemoveAffix is removeprefix/removesuffix(affix).
func bytesRemoveAffix(name string, f func(s, affix string) string) methodDef {
	return methodDef{name, func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne(name, args, kwargs); err != nil {
			return nil, err
		}
		a, err := bytesArg(args[0])
		if err != nil {
			return nil, err
		}
		s := selfBytes(self)
		if err := t.Charge(int64(len(a))); err != nil {
			return nil, err
		}
		r := f(s, a)
		if _, ok := self.(*Bytes); ok && len(r) == len(s) {
			return self, nil
		}
		return likeSelf(t, self, r)
	}}
}

// bytesMakeTrans is the static method bytes.maketrans(frm, to).
func bytesMakeTrans(t *Thread, _ Value, args []Value, kwargs []Kwarg) (Value, error) {
	if err := CheckPositional("maketrans", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	from, err := bytesArg(args[0])
	if err != nil {
		return nil, err
	}
	to, err := bytesArg(args[1])
	if err != nil {
		return nil, err
	}
	if err := t.Alloc(256); err != nil {
		return nil, err
	}
	r, err := pystr.BytesMakeTrans(from, to)
	if err != nil {
		return nil, t.convertFmtError(err)
	}
	return NewBytes(r), nil
}

var bytesMoreMethods = []methodDef{
	bytesPad("center", pystr.BytesCenter),
	bytesPad("ljust", pystr.BytesLJust),
	bytesPad("rjust", pystr.BytesRJust),
	{"zfill", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("zfill", args, kwargs); err != nil {
			return nil, err
		}
		w, err := bytesWidth(t, args[0])
		if err != nil {
			return nil, err
		}
		s := selfBytes(self)
		if err := t.Charge(int64(max(w, len(s)))); err != nil {
			return nil, err
		}
		r, err := pystr.BytesZFill(s, w, t.maxLen())
		return bytesResult(t, self, r, err)
	}},
	{"expandtabs", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		var size Value
		if err := UnpackArgs("expandtabs", args, kwargs, []string{"tabsize"}, 0, &size); err != nil {
			return nil, err
		}
		n := 8
		if size != nil {
			var err error
			if n, err = bytesWidth(t, size); err != nil {
				return nil, err
			}
		}
		s := selfBytes(self)
		if err := t.Charge(int64(len(s))); err != nil {
			return nil, err
		}
		r, err := pystr.BytesExpandTabs(s, n, t.maxLen())
		return bytesResult(t, self, r, err)
	}},
	bytesPartition("partition", pystr.Partition),
	bytesPartition("rpartition", pystr.RPartition),
	bytesRemoveAffix("removeprefix", strings.TrimPrefix),
	bytesRemoveAffix("removesuffix", strings.TrimSuffix),
	{"translate", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		var table, del Value
		if err := UnpackArgs("translate", args, kwargs, []string{"table/", "delete"}, 1, &table, &del); err != nil {
			return nil, err
		}
		hasTable := table != None
		var tab, delete string
		if hasTable {
			var err error
			if tab, err = bytesArg(table); err != nil {
				return nil, err
			}
		}
		if del != nil {
			var err error
			if delete, err = bytesArg(del); err != nil {
				return nil, err
			}
		}
		s := selfBytes(self)
		if err := t.Charge(int64(len(s) + len(delete))); err != nil {
			return nil, err
		}
		r, err := pystr.BytesTranslate(s, tab, hasTable, delete)
		return bytesResult(t, self, r, err)
	}},
}

var byteArrayMoreMethods = []methodDef{
	{"insert", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckPositional("insert", args, kwargs, 2, 2); err != nil {
			return nil, err
		}
		i, err := Index(t, args[0])
		if err != nil {
			return nil, err
		}
		c, err := Index(t, args[1])
		if err != nil {
			return nil, err
		}
		if c < 0 || c > 255 {
			return nil, NewValueError("byte must be in range(0, 256)")
		}
		b := asByteArray(self)
		n := int64(len(b.b))
		if i < 0 {
			i = max(i+n, 0)
		}
		i = min(i, n)
		if err := t.Charge(n - i + 1); err != nil {
			return nil, err
		}
		if err := t.Alloc(1); err != nil {
			return nil, err
		}
		b.b = append(b.b, 0)
		copy(b.b[i+1:], b.b[i:])
		b.b[i] = byte(c)
		return None, nil
	}},
	{"remove", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckExactlyOne("bytearray.remove", args, kwargs); err != nil {
			return nil, err
		}
		c, err := Index(t, args[0])
		if err != nil {
			return nil, err
		}
		if c < 0 || c > 255 {
			return nil, NewValueError("byte must be in range(0, 256)")
		}
		b := asByteArray(self)
		if err := t.Charge(int64(len(b.b))); err != nil {
			return nil, err
		}
		for j, x := range b.b {
			if x == byte(c) {
				b.b = append(b.b[:j], b.b[j+1:]...)
				return None, nil
			}
		}
		return nil, NewValueError("value not found in bytearray")
	}},
	{"reverse", func(t *Thread, self Value, args []Value, kwargs []Kwarg) (Value, error) {
		if err := CheckNoArgs("bytearray.reverse", args, kwargs); err != nil {
			return nil, err
		}
		b := asByteArray(self)
		if err := t.Charge(int64(len(b.b))); err != nil {
			return nil, err
		}
		for i, j := 0, len(b.b)-1; i < j; i, j = i+1, j-1 {
			b.b[i], b.b[j] = b.b[j], b.b[i]
		}
		return None, nil
	}},
}

func init() {
	addBorrowingMethods(BytesType, bytesMoreMethods)
	addBorrowingMethods(ByteArrayType, bytesMoreMethods)
	addBorrowingMethods(ByteArrayType, byteArrayMoreMethods)
	BytesType.Dict.SetStr("maketrans", &StaticMethod{Func: NewBuiltin("maketrans", bytesMakeTrans)})
	ByteArrayType.Dict.SetStr("maketrans", &StaticMethod{Func: NewBuiltin("maketrans", bytesMakeTrans)})
}
