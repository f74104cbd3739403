// Package json implements Python's json module for krait: dumps, loads,
// dump, load and JSONDecodeError, byte-identical to CPython's output and
// error messages. Nesting, in both directions, is bounded by the run's
// data-depth limit instead of the Go stack.
package json

import (
	"math"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/sharedmod"
)

func nan() float64         { return math.NaN() }
func inf(sign int) float64 { return math.Inf(sign) }

// module holds the classes of the shared json module.
type module struct {
	decodeError *py.Type
	encoder     *py.Type
	decoder     *py.Type
}

// Load returns the json module for one interpreter: its own module
// objects (json, json.decoder, json.encoder) over the frozen classes and
// functions every interpreter shares.
func Load(t *py.Thread) (py.Value, error) { return shared.Load(t) }

var shared = sharedmod.New(build)

// build makes the shared module.
func build(t *py.Thread) (*py.Module, error) {
	m := &module{}
	init := &py.Builtin{Name: "__init__", Fn: decodeErrorInit}
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("json.decoder"))
	ns.SetStr("__init__", init)
	cls, err := py.NewClass(t, "JSONDecodeError", []*py.Type{py.ValueErrorType}, ns)
	if err != nil {
		return nil, err
	}
	init.Owner = cls
	m.decodeError = cls
	if m.encoder, err = m.newEncoderClass(t); err != nil {
		return nil, err
	}
	if m.decoder, err = m.newDecoderClass(t); err != nil {
		return nil, err
	}
	mod := py.NewModule("json")
	mod.Dict.SetStr("JSONDecodeError", cls)
	mod.Dict.SetStr("JSONEncoder", m.encoder)
	mod.Dict.SetStr("JSONDecoder", m.decoder)
	// The submodules, as attributes (json.decoder.JSONDecodeError), with
	// the same classes as the package.
	dec := py.NewModule("json.decoder")
	dec.Dict.SetStr("JSONDecodeError", cls)
	dec.Dict.SetStr("JSONDecoder", m.decoder)
	enc := py.NewModule("json.encoder")
	enc.Dict.SetStr("JSONEncoder", m.encoder)
	fillSubmodules(t, dec, enc)
	mod.Dict.SetStr("decoder", dec)
	mod.Dict.SetStr("encoder", enc)
	mod.Dict.SetStr("dumps", py.NewBuiltin("dumps", m.dumps))
	mod.Dict.SetStr("loads", py.NewBuiltin("loads", m.loads))
	mod.Dict.SetStr("dump", py.NewBuiltin("dump", m.dump))
	mod.Dict.SetStr("load", py.NewBuiltin("load", m.load))
	mod.Dict.SetStr("detect_encoding", py.NewBuiltin("detect_encoding", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var b py.Value
		if err := py.UnpackArgs("detect_encoding", args, kwargs, []string{"b"}, 1, &b); err != nil {
			return nil, err
		}
		raw, ok := bytesOf(b)
		if !ok {
			return nil, py.NewTypeError("startswith first arg must be bytes or a tuple of bytes, not %s", b.Type().Name)
		}
		return py.NewStr(detectEncoding(raw)), nil
	}))
	return mod, nil
}

// decodeErrorInit is JSONDecodeError(msg, doc, pos): the message gets
// the line and column, and the parts are kept as attributes.
func decodeErrorInit(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var msg, doc, pos py.Value
	if err := py.UnpackArgs("JSONDecodeError.__init__", args, kwargs, []string{"msg", "doc", "pos"}, 3, &msg, &doc, &pos); err != nil {
		return nil, err
	}
	ex, ok := self.(*py.Exception)
	if !ok {
		return nil, py.NewTypeError("JSONDecodeError.__init__() needs an exception")
	}
	m, err := py.ToStr(t, msg)
	if err != nil {
		return nil, err
	}
	p, err := py.Index(t, pos)
	if err != nil {
		return nil, err
	}
	d, _ := doc.(*py.Str)
	line, col := int64(1), p+1
	if d != nil {
		line, col = lineCol(d.String(), int(p))
	}
	text := m + ": line " + itoa(line) + " column " + itoa(col) + " (char " + itoa(p) + ")"
	ex.Args = []py.Value{py.NewStr(text)}
	ex.SetAttr("msg", msg)
	ex.SetAttr("doc", doc)
	ex.SetAttr("pos", pos)
	ex.SetAttr("lineno", py.NewInt(line))
	ex.SetAttr("colno", py.NewInt(col))
	return py.None, nil
}

// decodeBytes decodes a JSON document given as bytes, in the encoding
// detect_encoding finds (as loads does, with surrogates passed through).
func decodeBytes(t *py.Thread, raw string) (py.Value, error) {
	enc := detectEncoding(raw)
	switch enc {
	case "utf-8", "utf-8-sig":
		if enc == "utf-8-sig" {
			raw = raw[3:]
		}
		return py.CallMethod(t, py.NewBytes(raw), "decode", []py.Value{py.NewStr("utf-8"), py.NewStr("surrogatepass")}, nil)
	}
	if err := t.Alloc(int64(len(raw)) * 2); err != nil {
		return nil, err
	}
	width := 2
	if strings.HasPrefix(enc, "utf-32") {
		width = 4
	}
	bigEndian := strings.HasSuffix(enc, "-be")
	body := raw
	if enc == "utf-16" || enc == "utf-32" {
		// The BOM says the byte order and is dropped.
		bigEndian = raw[0] == 0 || raw[0] == 0xfe
		body = raw[width:]
	}
	unit := func(i int) uint32 {
		var u uint32
		for k := 0; k < width; k++ {
			b := uint32(body[i+k])
			if bigEndian {
				u = u<<8 | b
			} else {
				u |= b << (8 * k)
			}
		}
		return u
	}
	var b strings.Builder
	for i := 0; i < len(body); i += width {
		if i+width > len(body) {
			return nil, py.NewException(py.UnicodeDecodeErrorType, "'"+enc+"' codec can't decode byte "+hexByte(body[i])+" in position "+itoa(int64(i))+": truncated data")
		}
		u := unit(i)
		if width == 2 && u >= 0xD800 && u <= 0xDBFF && i+4 <= len(body) {
			if lo := unit(i + 2); lo >= 0xDC00 && lo <= 0xDFFF {
				appendRune(&b, rune(0x10000+(u-0xD800)<<10+(lo-0xDC00)))
				i += 2
				continue
			}
		}
		if u > 0x10FFFF {
			return nil, py.NewException(py.UnicodeDecodeErrorType, "'"+enc+"' codec can't decode bytes in position "+itoa(int64(i))+"-"+itoa(int64(i+3))+": code point not in range(0x110000)")
		}
		appendRune(&b, rune(u))
	}
	return py.NewStr(b.String()), nil
}

// hexByte formats a byte as 0xNN.
func hexByte(c byte) string {
	return "0x" + string(hexDigits[c>>4]) + string(hexDigits[c&0xF])
}

// bytesOf returns the contents of a bytes or bytearray value.
func bytesOf(v py.Value) (string, bool) {
	switch x := v.(type) {
	case *py.Bytes:
		return x.String(), true
	case *py.ByteArray:
		return string(x.Bytes()), true
	}
	return "", false
}

// detectEncoding is json.detect_encoding: the encoding of a JSON
// document from its BOM or the pattern of its first zero bytes.
func detectEncoding(b string) string {
	switch {
	case strings.HasPrefix(b, "\x00\x00\xfe\xff") || strings.HasPrefix(b, "\xff\xfe\x00\x00"):
		return "utf-32"
	case strings.HasPrefix(b, "\xfe\xff") || strings.HasPrefix(b, "\xff\xfe"):
		return "utf-16"
	case strings.HasPrefix(b, "\xef\xbb\xbf"):
		return "utf-8-sig"
	}
	switch {
	case len(b) >= 4:
		if b[0] == 0 {
			if b[1] != 0 {
				return "utf-16-be"
			}
			return "utf-32-be"
		}
		if b[1] == 0 {
			if b[2] != 0 || b[3] != 0 {
				return "utf-16-le"
			}
			return "utf-32-le"
		}
	case len(b) == 2:
		if b[0] == 0 {
			return "utf-16-be"
		}
		if b[1] == 0 {
			return "utf-16-le"
		}
	}
	return "utf-8"
}

// lineCol returns the line and column (1-based) of character pos of doc.
func lineCol(doc string, pos int) (int64, int64) {
	line, col := int64(1), int64(1)
	chars := 0
	for i := 0; i < len(doc) && chars < pos; i++ {
		if doc[i]&0xC0 == 0x80 {
			continue
		}
		chars++
		if doc[i] == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}

func itoa(n int64) string {
	s, _ := py.Repr(nil, py.NewInt(n))
	return s
}

// charIndex converts a byte offset of s into a character index.
func charIndex(s string, off int) int {
	n := 0
	for i := 0; i < off && i < len(s); i++ {
		if s[i]&0xC0 != 0x80 {
			n++
		}
	}
	return n
}

// encoderOptions are the keyword arguments of dumps and dump.
var encoderOptions = []string{"*skipkeys", "*ensure_ascii", "*check_circular", "*allow_nan", "*cls", "*indent", "*separators", "*default", "*sort_keys"}

// newEncoder builds an encoder from dumps' keyword arguments.
func newEncoder(t *py.Thread, kwargs []py.Kwarg) (*encoder, error) {
	for _, kw := range kwargs {
		known := false
		for _, o := range encoderOptions {
			if o[1:] == kw.Name {
				known = true
			}
		}
		if !known {
			return nil, py.NewTypeError("JSONEncoder.__init__() got an unexpected keyword argument '%s'", kw.Name)
		}
	}
	var skipkeys, ensureASCII, circular, allowNaN, cls, indent, separators, def, sortKeys py.Value = py.False, py.True, py.True, py.True, py.None, py.None, py.None, py.None, py.False
	if err := py.UnpackArgs("dumps", nil, kwargs, encoderOptions, 0, &skipkeys, &ensureASCII, &circular, &allowNaN, &cls, &indent, &separators, &def, &sortKeys); err != nil {
		return nil, err
	}
	e := &encoder{t: t, itemSep: ", ", keySep: ": ", markers: py.IdentitySet{}}
	var err error
	flags := []struct {
		v   py.Value
		dst *bool
	}{{skipkeys, &e.skipKeys}, {ensureASCII, &e.ensureASCII}, {circular, &e.circular}, {allowNaN, &e.allowNaN}, {sortKeys, &e.sortKeys}}
	for _, f := range flags {
		if *f.dst, err = py.Truth(t, f.v); err != nil {
			return nil, err
		}
	}
	if indent != py.None {
		e.hasIndent = true
		e.itemSep = ","
		if s, ok := strOf(indent); ok {
			e.indent = s
		} else {
			r, err := py.Binary(t, py.Mul, py.NewStr(" "), indent)
			if err != nil {
				return nil, err
			}
			e.indent, _ = strOf(r)
		}
	}
	if separators != py.None {
		parts, err := py.Items(t, separators)
		if err != nil {
			return nil, err
		}
		if len(parts) != 2 {
			return nil, py.NewValueError("too many values to unpack (expected 2)")
		}
		item, ok1 := strOf(parts[0])
		key, ok2 := strOf(parts[1])
		if !ok1 || !ok2 {
			return nil, py.NewTypeError("make_encoder() argument 6 must be str, not %s", parts[0].Type().Name)
		}
		e.itemSep, e.keySep = item, key
	}
	if def != py.None {
		e.def = def
	}
	return e, nil
}

// dumps is json.dumps(obj, *, skipkeys=False, ensure_ascii=True,
// check_circular=True, allow_nan=True, cls=None, indent=None,
// separators=None, default=None, sort_keys=False).
func (m *module) dumps(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 1 {
		if len(args) == 0 {
			return nil, py.NewTypeError("dumps() missing 1 required positional argument: 'obj'")
		}
		return nil, py.NewTypeError("dumps() takes 1 positional argument but %d were given", len(args))
	}
	for _, kw := range kwargs {
		if kw.Name == "cls" && kw.Value != py.None {
			return dumpsWithClass(t, kw.Value, args[0], kwargs)
		}
	}
	e, err := newEncoder(t, kwargs)
	if err != nil {
		return nil, err
	}
	if err := e.encode(args[0]); err != nil {
		return nil, err
	}
	return py.NewStr(e.b.String()), nil
}

// dumpsWithClass is dumps(obj, cls=C, ...): C(skipkeys=..., ...,
// **kw).encode(obj), every option passed explicitly as CPython does.
func dumpsWithClass(t *py.Thread, cls, obj py.Value, kwargs []py.Kwarg) (py.Value, error) {
	opts := []py.Kwarg{
		{Name: "skipkeys", Value: py.False}, {Name: "ensure_ascii", Value: py.True}, {Name: "check_circular", Value: py.True},
		{Name: "allow_nan", Value: py.True}, {Name: "indent", Value: py.None}, {Name: "separators", Value: py.None},
		{Name: "default", Value: py.None}, {Name: "sort_keys", Value: py.False},
	}
	var extra []py.Kwarg
	for _, kw := range kwargs {
		if kw.Name == "cls" {
			continue
		}
		found := false
		for i := range opts {
			if opts[i].Name == kw.Name {
				opts[i].Value, found = kw.Value, true
			}
		}
		if !found {
			extra = append(extra, kw)
		}
	}
	if err := t.Alloc(int64(32 * (len(opts) + len(extra)))); err != nil {
		return nil, err
	}
	enc, err := py.Call(t, cls, nil, append(opts, extra...))
	if err != nil {
		return nil, err
	}
	return py.CallMethod(t, enc, "encode", []py.Value{obj}, nil)
}

// dump is json.dump(obj, fp, ...): dumps, then fp.write(text).
func (m *module) dump(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 2 {
		return nil, py.NewTypeError("dump() takes 2 positional arguments but %d were given", len(args))
	}
	s, err := m.dumps(t, nil, args[:1], kwargs)
	if err != nil {
		return nil, err
	}
	if _, err := py.CallMethod(t, args[1], "write", []py.Value{s}, nil); err != nil {
		return nil, err
	}
	return py.None, nil
}

// decoderOptions are the keyword arguments of loads and load.
var decoderOptions = []string{"*cls", "*object_hook", "*parse_float", "*parse_int", "*parse_constant", "*object_pairs_hook", "*strict"}

// loads is json.loads(s, *, cls=None, object_hook=None, parse_float=None,
// parse_int=None, parse_constant=None, object_pairs_hook=None,
// strict=True).
func (m *module) loads(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 1 {
		if len(args) == 0 {
			return nil, py.NewTypeError("loads() missing 1 required positional argument: 's'")
		}
		return nil, py.NewTypeError("loads() takes 1 positional argument but %d were given", len(args))
	}
	var cls py.Value = py.None
	for _, kw := range kwargs {
		if kw.Name == "cls" {
			cls = kw.Value
		}
	}
	for _, kw := range kwargs {
		known := false
		for _, o := range decoderOptions {
			if o[1:] == kw.Name {
				known = true
			}
		}
		if !known && cls == py.None {
			return nil, py.NewTypeError("JSONDecoder.__init__() got an unexpected keyword argument '%s'", kw.Name)
		}
	}
	doc := args[0]
	var text string
	switch x := doc.(type) {
	case *py.Bytes, *py.ByteArray:
		raw, _ := bytesOf(x)
		dec, err := decodeBytes(t, raw)
		if err != nil {
			return nil, err
		}
		doc = dec
		text, _ = strOf(dec)
	default:
		s, ok := strOf(doc)
		if !ok {
			return nil, py.NewTypeError("the JSON object must be str, bytes or bytearray, not %s", doc.Type().Name)
		}
		text = s
	}
	d := m.newDecoder(t, text, doc)
	if strings.HasPrefix(text, "\ufeff") {
		return nil, d.fail("Unexpected UTF-8 BOM (decode using utf-8-sig)", 0)
	}
	if cls != py.None {
		var kw []py.Kwarg
		for _, k := range kwargs {
			if k.Name != "cls" && k.Value != py.None {
				kw = append(kw, k)
			}
		}
		dec, err := py.Call(t, cls, nil, kw)
		if err != nil {
			return nil, err
		}
		return py.CallMethod(t, dec, "decode", []py.Value{doc}, nil)
	}
	var objectHook, parseFloat, parseInt, parseConst, pairsHook, strict py.Value = py.None, py.None, py.None, py.None, py.None, py.True
	if err := py.UnpackArgs("loads", nil, kwargs, decoderOptions, 0, &cls, &objectHook, &parseFloat, &parseInt, &parseConst, &pairsHook, &strict); err != nil {
		return nil, err
	}
	var err error
	if d.strict, err = py.Truth(t, strict); err != nil {
		return nil, err
	}
	hooks := []struct {
		v   py.Value
		dst *py.Value
	}{{objectHook, &d.objectHook}, {pairsHook, &d.pairsHook}, {parseFloat, &d.parseFloat}, {parseInt, &d.parseInt}, {parseConst, &d.parseCons}}
	for _, h := range hooks {
		if h.v != py.None {
			*h.dst = h.v
		}
	}
	return d.decode()
}

// newDecoder makes a decoder of text whose errors are JSONDecodeErrors
// about doc.
func (m *module) newDecoder(t *py.Thread, text string, doc py.Value) *decoder {
	d := &decoder{t: t, s: text, doc: doc, strict: true}
	d.err = func(msg string, pos int) error {
		v, err := py.Call(t, m.decodeError, []py.Value{py.NewStr(msg), doc, py.NewInt(int64(charIndex(text, pos)))}, nil)
		if err != nil {
			return err
		}
		return v.(*py.Exception)
	}
	return d
}

// load is json.load(fp, ...): loads(fp.read()).
func (m *module) load(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) != 1 {
		return nil, py.NewTypeError("load() takes 1 positional argument but %d were given", len(args))
	}
	s, err := py.CallMethod(t, args[0], "read", nil, nil)
	if err != nil {
		return nil, err
	}
	return m.loads(t, nil, []py.Value{s}, kwargs)
}
