// Package hashlib implements Python's hashlib module for krait on Go's
// crypto packages: md5, sha1, sha224, sha256, sha384, sha512,
// sha512_224, sha512_256, sha3_224/256/384/512 and shake_128/256, with
// hexdigest, digest, update, copy, name, digest_size and block_size, and
// new(name), and blake2b/blake2s (blake2.go) with every parameter.
package hashlib

import (
	"crypto/md5"
	"crypto/sha1"
	"crypto/sha256"
	"crypto/sha3"
	"crypto/sha512"
	"encoding"
	"encoding/hex"
	"hash"
	"sort"
	"strings"

	"github.com/kraitpy/krait/py"
)

// algo describes one algorithm.
type algo struct {
	name  string
	make  func() hash.Hash
	shake func() *sha3.SHAKE
	block int
}

// algos are the supported algorithms by name.
var algos = map[string]algo{
	"md5":        {name: "md5", make: md5.New, block: 64},
	"sha1":       {name: "sha1", make: sha1.New, block: 64},
	"sha224":     {name: "sha224", make: sha256.New224, block: 64},
	"sha256":     {name: "sha256", make: sha256.New, block: 64},
	"sha384":     {name: "sha384", make: sha512.New384, block: 128},
	"sha512":     {name: "sha512", make: sha512.New, block: 128},
	"sha512_224": {name: "sha512_224", make: sha512.New512_224, block: 128},
	"sha512_256": {name: "sha512_256", make: sha512.New512_256, block: 128},
	"sha3_224":   {name: "sha3_224", make: func() hash.Hash { return sha3.New224() }, block: 144},
	"sha3_256":   {name: "sha3_256", make: func() hash.Hash { return sha3.New256() }, block: 136},
	"sha3_384":   {name: "sha3_384", make: func() hash.Hash { return sha3.New384() }, block: 104},
	"sha3_512":   {name: "sha3_512", make: func() hash.Hash { return sha3.New512() }, block: 72},
	"shake_128":  {name: "shake_128", shake: sha3.NewSHAKE128, block: 168},
	"shake_256":  {name: "shake_256", shake: sha3.NewSHAKE256, block: 136},
}

// hashType is the type of hash objects.
var hashType = func() *py.Type {
	t := py.NewBuiltinType("HASH", py.ObjectType)
	t.Module = "_hashlib"
	m := func(name string, fn py.BuiltinFunc) {
		t.Dict.SetStr(name, &py.Builtin{Name: name, Owner: t, Fn: fn})
	}
	m("update", hUpdate)
	m("digest", hDigest)
	m("hexdigest", hHexdigest)
	m("copy", hCopy)
	prop := func(name string, fn py.BuiltinFunc) {
		t.Dict.SetStr(name, &py.Property{Get: &py.Builtin{Name: name, Owner: t, Fn: fn}, Name: name})
	}
	prop("name", func(th *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		h, err := hashOf(self)
		if err != nil {
			return nil, err
		}
		return py.NewStr(h.a.name), nil
	})
	prop("digest_size", func(th *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		h, err := hashOf(self)
		if err != nil {
			return nil, err
		}
		if h.x != nil {
			return py.NewInt(0), nil
		}
		return py.NewInt(int64(h.h.Size())), nil
	})
	prop("block_size", func(th *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		h, err := hashOf(self)
		if err != nil {
			return nil, err
		}
		return py.NewInt(int64(h.a.block)), nil
	})
	return t
}()

// Hash is a hashlib hash object.
type Hash struct {
	a algo
	h hash.Hash
	x *sha3.SHAKE
}

// Type returns the hash object type.
func (*Hash) Type() *py.Type { return hashType }

// PyRepr is <md5 _hashlib.HASH object @ 0x...>, without an address.
func (h *Hash) PyRepr(t *py.Thread) (string, error) {
	return "<" + h.a.name + " _hashlib.HASH object>", nil
}

// hashOf checks a receiver.
func hashOf(v py.Value) (*Hash, error) {
	h, ok := v.(*Hash)
	if !ok {
		return nil, py.NewTypeError("descriptor needs a '_hashlib.HASH' object")
	}
	return h, nil
}

// bytesArg reads data to hash.
func bytesArg(v py.Value) (string, error) {
	switch x := v.(type) {
	case *py.Bytes:
		return x.String(), nil
	case *py.ByteArray:
		return string(x.Bytes()), nil
	case *py.Str:
		return "", py.NewTypeError("Strings must be encoded before hashing")
	}
	return "", py.NewTypeError("object supporting the buffer API required")
}

// write feeds data to the hash, charging the work.
func (h *Hash) write(t *py.Thread, s string) error {
	if err := t.Charge(int64(len(s))/64 + 1); err != nil {
		return err
	}
	if h.x != nil {
		h.x.Write([]byte(s))
	} else {
		h.h.Write([]byte(s))
	}
	return nil
}

// newHash makes a hash object, fed with data when given.
func newHash(t *py.Thread, a algo, data py.Value) (py.Value, error) {
	h := &Hash{a: a}
	if a.shake != nil {
		h.x = a.shake()
	} else {
		h.h = a.make()
	}
	if data != nil && data != py.None {
		s, err := bytesArg(data)
		if err != nil {
			return nil, err
		}
		if err := h.write(t, s); err != nil {
			return nil, err
		}
	}
	return h, nil
}

// sum returns the digest (length n for shake).
func (h *Hash) sum(t *py.Thread, args []py.Value, kwargs []py.Kwarg, fname string) ([]byte, error) {
	if h.x != nil {
		var n py.Value
		if err := py.UnpackArgs(fname, args, kwargs, []string{"length"}, 1, &n); err != nil {
			return nil, err
		}
		k, ok := py.AsInt64(n)
		if !ok {
			return nil, py.NewTypeError("'%s' object cannot be interpreted as an integer", py.TypeName(n))
		}
		if k < 0 {
			return nil, py.NewValueError("negative digest length")
		}
		// The digest, the result built from it (bytes: a copy; hex: the
		// encoding and its text, two and two bytes per byte), and the
		// squeezing work; all before anything is allocated.
		perByte := int64(2)
		if fname == "hexdigest" {
			perByte = 5
		}
		if k > 1<<40 {
			k = 1 << 40 // refused below
		}
		if err := t.Alloc(k * perByte); err != nil {
			return nil, err
		}
		if err := t.ChargeChars(int(k)); err != nil {
			return nil, err
		}
		c, err := cloneShake(h.x, h.a.shake)
		if err != nil {
			return nil, err
		}
		out := make([]byte, k)
		c.Read(out)
		return out, nil
	}
	if err := py.CheckNoArgs(fname, args, kwargs); err != nil {
		return nil, err
	}
	return h.h.Sum(nil), nil
}

// cloneShake copies a SHAKE state.
func cloneShake(x *sha3.SHAKE, fresh func() *sha3.SHAKE) (*sha3.SHAKE, error) {
	st, err := x.MarshalBinary()
	if err != nil {
		return nil, py.NewRuntimeError("hashlib: %v", err)
	}
	c := fresh()
	if err := c.UnmarshalBinary(st); err != nil {
		return nil, py.NewRuntimeError("hashlib: %v", err)
	}
	return c, nil
}

// hUpdate is HASH.update(data).
func hUpdate(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	h, err := hashOf(self)
	if err != nil {
		return nil, err
	}
	if err := py.CheckExactlyOne("update", args, kwargs); err != nil {
		return nil, err
	}
	s, err := bytesArg(args[0])
	if err != nil {
		return nil, err
	}
	return py.None, h.write(t, s)
}

// hDigest is HASH.digest().
func hDigest(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	h, err := hashOf(self)
	if err != nil {
		return nil, err
	}
	b, err := h.sum(t, args, kwargs, "digest")
	if err != nil {
		return nil, err
	}
	return py.NewBytes(string(b)), nil
}

// hHexdigest is HASH.hexdigest().
func hHexdigest(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	h, err := hashOf(self)
	if err != nil {
		return nil, err
	}
	b, err := h.sum(t, args, kwargs, "hexdigest")
	if err != nil {
		return nil, err
	}
	return py.NewStr(hex.EncodeToString(b)), nil
}

// hCopy is HASH.copy().
func hCopy(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	h, err := hashOf(self)
	if err != nil {
		return nil, err
	}
	if err := py.CheckNoArgs("copy", args, kwargs); err != nil {
		return nil, err
	}
	c := &Hash{a: h.a}
	if h.x != nil {
		if c.x, err = cloneShake(h.x, h.a.shake); err != nil {
			return nil, err
		}
		return c, nil
	}
	m, ok := h.h.(encoding.BinaryMarshaler)
	if !ok {
		return nil, py.NewRuntimeError("hashlib: %s cannot be copied", h.a.name)
	}
	st, err := m.MarshalBinary()
	if err != nil {
		return nil, py.NewRuntimeError("hashlib: %v", err)
	}
	c.h = h.a.make()
	if err := c.h.(encoding.BinaryUnmarshaler).UnmarshalBinary(st); err != nil {
		return nil, py.NewRuntimeError("hashlib: %v", err)
	}
	return c, nil
}

// Load creates a fresh hashlib module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	mod := py.NewModule("hashlib")
	d := mod.Dict
	var names []string
	for name, a := range algos {
		a := a
		names = append(names, name)
		if name == "sha512_224" || name == "sha512_256" {
			// Only through new(), as in CPython.
			continue
		}
		d.SetStr(name, py.NewBuiltin("openssl_"+name, func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			var data, usedforsecurity py.Value
			if err := py.UnpackArgs(a.name, args, kwargs, []string{"string", "*usedforsecurity"}, 0, &data, &usedforsecurity); err != nil {
				return nil, err
			}
			return newHash(t, a, data)
		}))
	}
	names = append(names, "blake2b", "blake2s")
	d.SetStr("blake2b", blake2b.typ)
	d.SetStr("blake2s", blake2s.typ)
	sort.Strings(names)
	d.SetStr("new", py.NewBuiltin("new", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var name, data, usedforsecurity py.Value
		if err := py.UnpackArgs("new", args, kwargs, []string{"name", "data", "*usedforsecurity"}, 1, &name, &data, &usedforsecurity); err != nil {
			return nil, err
		}
		s, ok := name.(*py.Str)
		if !ok {
			return nil, py.NewTypeError("new() argument 'name' must be str, not %s", py.TypeName(name))
		}
		switch s.String() { // case-sensitive, as CPython's builtin constructors
		case "blake2b", "blake2s":
			v := blake2b
			if s.String() == "blake2s" {
				v = blake2s
			}
			var args []py.Value
			if data != nil {
				args = []py.Value{data}
			}
			return v.construct(t, args, nil)
		}
		a, ok := algos[strings.ToLower(s.String())]
		if !ok {
			return nil, py.NewValueError("unsupported hash type %s", s.String())
		}
		return newHash(t, a, data)
	}))
	avail := make([]py.Value, len(names))
	var guaranteed []py.Value
	for i, n := range names {
		avail[i] = py.NewStr(n)
		if n != "sha512_224" && n != "sha512_256" { // OpenSSL extras, not guaranteed
			guaranteed = append(guaranteed, avail[i])
		}
	}
	fs, err := py.NewFrozenSetFrom(t, py.NewTuple(avail))
	if err != nil {
		return nil, err
	}
	gs, err := py.NewFrozenSetFrom(t, py.NewTuple(guaranteed))
	if err != nil {
		return nil, err
	}
	addKDFs(d)
	addFileDigest(d)
	d.SetStr("algorithms_guaranteed", gs)
	d.SetStr("algorithms_available", fs)
	return mod, nil
}
