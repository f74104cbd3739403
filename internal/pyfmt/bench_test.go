package pyfmt

import "testing"

var benchSink string

func BenchmarkFormatIntPlain(b *testing.B) {
	o := Options{MaxLen: NoLimit}
	for i := 0; i < b.N; i++ {
		benchSink, _ = FormatInt(int64(i), "d", o)
	}
}

func BenchmarkFormatIntGroupedWidth(b *testing.B) {
	o := Options{MaxLen: NoLimit}
	for i := 0; i < b.N; i++ {
		benchSink, _ = FormatInt(int64(i)*7919, ">15,", o)
	}
}

func BenchmarkFormatFloatFixed2(b *testing.B) {
	o := Options{MaxLen: NoLimit}
	for i := 0; i < b.N; i++ {
		benchSink, _ = FormatFloat(float64(i)*0.37, ".2f", o)
	}
}

func BenchmarkFormatFloatGeneral(b *testing.B) {
	o := Options{MaxLen: NoLimit}
	for i := 0; i < b.N; i++ {
		benchSink, _ = FormatFloat(float64(i)*0.37, "10.4g", o)
	}
}

func BenchmarkFormatStrPadded(b *testing.B) {
	o := Options{MaxLen: NoLimit}
	for i := 0; i < b.N; i++ {
		benchSink, _ = FormatStr("name", "<12", o)
	}
}

func BenchmarkPrintfMixed(b *testing.B) {
	o := Options{MaxLen: NoLimit}
	args := PrintfArgs{Tuple: true, Items: ArgSlice{
		fuzzArg{kind: 'i', i: 42}, fuzzArg{kind: 'f', f: 3.14159}, fuzzArg{}.withKind('s', "widget"),
	}}
	for i := 0; i < b.N; i++ {
		benchSink, _ = Printf("item %d costs %.2f (%s)", args, o)
	}
}

func BenchmarkParseInt(b *testing.B) {
	for i := 0; i < b.N; i++ {
		v, _ := ParseInt(" 123456789 ", 10, 4300)
		_ = v
	}
}

func BenchmarkParseFloat(b *testing.B) {
	for i := 0; i < b.N; i++ {
		v, _ := ParseFloat("3.14159")
		_ = v
	}
}

func BenchmarkFloatRepr(b *testing.B) {
	for i := 0; i < b.N; i++ {
		benchSink = FloatRepr(float64(i) * 1.25)
	}
}
