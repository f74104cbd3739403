package pyfmt

import (
	"errors"
	"math"
	"math/big"
	"testing"
	"unicode/utf8"
)

// The fuzz targets check that no input makes a formatting or parsing
// function panic, and that results respect MaxLen.

func FuzzFormatSpec(f *testing.F) {
	for _, s := range []string{"", "d", ">10", "0=+#20_x", "€^12,.3f", ".", "z.0%", "99999999999999999999", "0<5c", "#.100g"} {
		f.Add(s, int64(-1234567), 3.25)
	}
	f.Fuzz(func(t *testing.T, spec string, n int64, x float64) {
		o := Options{MaxLen: 4096, MaxStrDigits: 4300}
		check := func(s string, err error) {
			if err == nil && len(s) > o.MaxLen {
				t.Fatalf("spec %q: %d bytes over MaxLen", spec, len(s))
			}
			var pe *Error
			if err != nil && !errors.As(err, &pe) && !errors.Is(err, ErrTooLarge) {
				t.Fatalf("spec %q: untyped error %v", spec, err)
			}
		}
		check(FormatInt(n, spec, o))
		check(FormatBigInt(new(big.Int).Lsh(big.NewInt(n), 70), spec, o))
		check(FormatFloat(x, spec, o))
		check(FormatFloat(math.Inf(-1), spec, o))
		check(FormatComplex(complex(x, -x), spec, o))
		check(FormatStr("héllo", spec, o))
	})
}

// fuzzArg is an Arg for fuzzing: an int, a float or a str.
type fuzzArg struct {
	kind byte
	i    int64
	f    float64
	s    string
}

func (a fuzzArg) TypeName() string {
	return map[byte]string{'i': "int", 'f': "float", 's': "str"}[a.kind]
}
func (a fuzzArg) Str() (string, error)   { return a.s, nil }
func (a fuzzArg) Repr() (string, error)  { return StrRepr(a.s), nil }
func (a fuzzArg) ASCII() (string, error) { return StrRepr(a.s), nil }
func (a fuzzArg) IntValue() (Integer, bool) {
	return Integer{Small: a.i}, a.kind == 'i'
}
func (a fuzzArg) AsInt(index bool) (Integer, error) {
	switch {
	case a.kind == 'i':
		return Integer{Small: a.i}, nil
	case a.kind == 'f' && !index:
		return FloatToInt(a.f)
	}
	return Integer{}, ErrWrongType
}
func (a fuzzArg) AsFloat() (float64, error) {
	switch a.kind {
	case 'i':
		return float64(a.i), nil
	case 'f':
		return a.f, nil
	}
	return 0, ErrWrongType
}
func (a fuzzArg) AsStr() (string, bool)             { return a.s, a.kind == 's' }
func (a fuzzArg) GetItem(key string) (Arg, error)   { return fuzzArg{kind: 's', s: key}, nil }
func (a fuzzArg) withKind(k byte, s string) fuzzArg { a.kind, a.s = k, s; return a }

func FuzzPrintf(f *testing.F) {
	for _, s := range []string{"%s", "%(a)s %d", "%*.*f|%-5c", "%#010x %+.3e", "%", "%(", "%.99999999999d", "%5%"} {
		f.Add(s, int64(42), 2.5, "é", uint8(3))
	}
	f.Fuzz(func(t *testing.T, format string, n int64, x float64, s string, nargs uint8) {
		items := []Arg{fuzzArg{kind: 'i', i: n}, fuzzArg{kind: 'f', f: x}, fuzzArg{}.withKind('s', s)}
		var args PrintfArgs
		switch nargs % 4 {
		case 0:
			args = PrintfArgs{Items: ArgSlice(items[:1])}
		case 1:
			args = PrintfArgs{Items: ArgSlice(items), Tuple: true}
		case 2:
			args = PrintfArgs{Items: ArgSlice(items[:2]), Tuple: true}
		case 3:
			m := fuzzArg{}.withKind('s', s)
			args = PrintfArgs{Items: ArgSlice{m}, Mapping: m}
		}
		out, err := Printf(format, args, Options{MaxLen: 4096, MaxStrDigits: 4300})
		if err == nil && len(out) > 4096+len(format)+3*len(s) {
			t.Fatalf("%q: %d bytes", format, len(out))
		}
		out, err = PrintfBytes(format, args, Options{MaxLen: 4096, MaxStrDigits: 4300})
		if err == nil && len(out) > 4096+len(format)+3*len(s) {
			t.Fatalf("bytes %q: %d bytes", format, len(out))
		}
	})
}

func FuzzParseNumbers(f *testing.F) {
	for _, s := range []string{"0x_1f", " -12 ", "1_000.5e-3", "inf", "0x1.8p+1", "١٢", "0b", "nan"} {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, s string, base uint8) {
		b := int(base % 40)
		v, err := ParseInt(s, b, 4300)
		if err == nil && b >= 2 {
			// A parsed value prints back in its base and re-parses equal.
			txt, err := IntToBase(v, 10, 0)
			if err != nil {
				t.Fatal(err)
			}
			w, err := ParseInt(txt, 10, 0)
			if err != nil || integerText(w) != integerText(v) {
				t.Fatalf("%q: round trip %q -> %v, %v", s, txt, w, err)
			}
		}
		if x, err := ParseFloat(s); err == nil && !math.IsNaN(x) {
			y, err := ParseFloat(FloatRepr(x))
			if err != nil || y != x {
				t.Fatalf("%q: repr round trip failed: %v %v", s, y, err)
			}
		}
		if x, err := FloatFromHex(s); err == nil && !math.IsNaN(x) {
			if y, err := FloatFromHex(FloatHex(x)); err != nil || y != x {
				t.Fatalf("%q: hex round trip failed: %v %v", s, y, err)
			}
		}
		_, _ = ParseIntBytes([]byte(s), b, 4300)
		_, _ = ParseFloatBytes([]byte(s))
		if utf8.ValidString(s) {
			_, _ = FormatStr(s, s, Options{MaxLen: 4096})
		}
	})
}

func integerText(v Integer) string {
	s, _ := IntToBase(v, 10, 0)
	return s
}
