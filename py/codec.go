package py

import (
	"errors"

	"github.com/kraitpy/krait/internal/pystr"
	"github.com/kraitpy/krait/internal/wtf8"
)

// newCodecException turns a *pystr.CodecError into CPython's
// UnicodeEncodeError/UnicodeDecodeError, whose args are (encoding, object,
// start, end, reason).
func newCodecException(ce *pystr.CodecError) *Exception {
	typ := UnicodeEncodeErrorType
	var obj Value = NewStr(ce.Object)
	if ce.Decode {
		typ = UnicodeDecodeErrorType
		obj = NewBytes(ce.Object)
	}
	return &Exception{typ: typ, Args: []Value{
		NewStr(ce.Encoding), obj, NewInt(int64(ce.Start)), NewInt(int64(ce.End)), NewStr(ce.Reason),
	}}
}

// unicodeErrorParts returns the CodecError described by the args of a
// UnicodeEncodeError/UnicodeDecodeError, if they have CPython's shape.
func unicodeErrorParts(e *Exception) (*pystr.CodecError, bool) {
	dec := e.typ.IsSubtype(UnicodeDecodeErrorType)
	if !dec && !e.typ.IsSubtype(UnicodeEncodeErrorType) || len(e.Args) != 5 {
		return nil, false
	}
	enc, ok1 := e.Args[0].(*Str)
	start, ok2 := AsInt64(e.Args[2])
	end, ok3 := AsInt64(e.Args[3])
	reason, ok4 := e.Args[4].(*Str)
	if !ok1 || !ok2 || !ok3 || !ok4 {
		return nil, false
	}
	ce := &pystr.CodecError{Decode: dec, Encoding: enc.s, Start: int(start), End: int(end), Reason: reason.s}
	if dec {
		b, ok := asByteString(e.Args[1])
		if !ok {
			return nil, false
		}
		ce.Object = b
	} else {
		s, ok := e.Args[1].(*Str)
		if !ok {
			return nil, false
		}
		ce.Object = s.s
	}
	if ce.Start < 0 || ce.End > len(ce.Object) && !dec || ce.Start >= ce.End {
		return nil, false
	}
	return ce, true
}

// unicodeErrorStr is UnicodeEncodeError/UnicodeDecodeError.__str__.
func unicodeErrorStr(e *Exception) (string, bool) {
	ce, ok := unicodeErrorParts(e)
	if !ok {
		return "", false
	}
	return ce.Message(), true
}

// unicodeErrorAttr provides encoding, object, start, end and reason.
func unicodeErrorAttr(e *Exception, name string) (Value, bool) {
	if !e.typ.IsSubtype(UnicodeEncodeErrorType) && !e.typ.IsSubtype(UnicodeDecodeErrorType) || len(e.Args) != 5 {
		return nil, false
	}
	switch name {
	case "encoding":
		return e.Args[0], true
	case "object":
		return e.Args[1], true
	case "start":
		return e.Args[2], true
	case "end":
		return e.Args[3], true
	case "reason":
		return e.Args[4], true
	}
	return nil, false
}

// codecError converts an error of pystr.Encode/Decode.
func (t *Thread) codecError(err error) error {
	var ce *pystr.CodecError
	if errors.As(err, &ce) {
		return newCodecException(ce)
	}
	return t.convertFmtError(err)
}

// codecArgs reads the encoding and errors arguments of encode/decode.
func codecArgs(fname string, enc, errs Value) (string, string, error) {
	encoding, handler := "utf-8", "strict"
	if enc != nil {
		e, ok := unwrapBase(enc).(*Str)
		if !ok {
			return "", "", NewTypeError("%s() argument 'encoding' must be str, not %s", fname, typeName(enc))
		}
		encoding = e.s
	}
	if errs != nil {
		e, ok := unwrapBase(errs).(*Str)
		if !ok {
			return "", "", NewTypeError("%s() argument 'errors' must be str, not %s", fname, typeName(errs))
		}
		handler = e.s
	}
	return encoding, handler, nil
}

// encodeStr is str.encode and bytes(str, encoding, errors).
func encodeStr(t *Thread, fname, s string, enc, errs Value) (string, error) {
	encoding, handler, err := codecArgs(fname, enc, errs)
	if err != nil {
		return "", err
	}
	if err := t.Charge(int64(len(s))); err != nil {
		return "", err
	}
	r, err := pystr.Encode(s, encoding, handler, t.maxLen())
	if err != nil {
		return "", t.codecError(err)
	}
	if err := t.Alloc(int64(len(r))); err != nil {
		return "", err
	}
	return r, nil
}

// decodeBytes is bytes.decode and str(bytes, encoding, errors).
func decodeBytes(t *Thread, fname, b string, enc, errs Value) (Value, error) {
	encoding, handler, err := codecArgs(fname, enc, errs)
	if err != nil {
		return nil, err
	}
	if err := t.Charge(int64(len(b))); err != nil {
		return nil, err
	}
	r, err := pystr.Decode(b, encoding, handler, t.maxLen())
	if err != nil {
		return nil, t.codecError(err)
	}
	if err := t.Alloc(int64(len(r))); err != nil {
		return nil, err
	}
	return NewStr(r), nil
}

// OutputError returns the UnicodeEncodeError that writing s to the
// program's output raises, or nil: the output is UTF-8 with strict
// errors (CPython's stdout under a UTF-8 locale), which a lone surrogate
// cannot be encoded in.
func OutputError(s string) error {
	if !wtf8.HasSurrogate(s) {
		return nil
	}
	_, err := pystr.Encode(s, "utf-8", "strict", pystr.End)
	var ce *pystr.CodecError
	if errors.As(err, &ce) {
		return newCodecException(ce)
	}
	return err
}
