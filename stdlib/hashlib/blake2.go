package hashlib

import (
	"encoding/hex"
	"math/big"
	"strconv"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// blake2Variant describes blake2b or blake2s.
type blake2Variant struct {
	name                        string
	maxDigest, maxKey, saltSize int
	block                       int
	maxNodeOffset               *big.Int
	typ                         *py.Type
	newState                    func(p blake2Params) blake2Hasher
}

// blake2Hasher is a running BLAKE2 computation.
type blake2Hasher interface {
	write(p []byte)
	sum() []byte
	clone() blake2Hasher
}

// Blake2 is a hashlib.blake2b or hashlib.blake2s object.
type Blake2 struct {
	v    *blake2Variant
	s    blake2Hasher
	size int // digest size in bytes
}

// Type returns _blake2.blake2b or _blake2.blake2s.
func (b *Blake2) Type() *py.Type { return b.v.typ }

// PyRepr is <_blake2.blake2b object>, without an address.
func (b *Blake2) PyRepr(t *py.Thread) (string, error) {
	return "<_blake2." + b.v.name + " object>", nil
}

var (
	blake2b = newBlake2Variant(&blake2Variant{name: "blake2b", maxDigest: 64, maxKey: 64, saltSize: 16, block: 128,
		maxNodeOffset: new(big.Int).SetUint64(^uint64(0)),
		newState:      func(p blake2Params) blake2Hasher { return newBlake2b(p) }})
	blake2s = newBlake2Variant(&blake2Variant{name: "blake2s", maxDigest: 32, maxKey: 32, saltSize: 8, block: 64,
		maxNodeOffset: new(big.Int).SetUint64(1<<48 - 1),
		newState:      func(p blake2Params) blake2Hasher { return newBlake2s(p) }})
)

// newBlake2Variant builds the variant's type: its constructor, methods,
// properties and size constants.
func newBlake2Variant(v *blake2Variant) *blake2Variant {
	t := py.NewBuiltinType(v.name, py.ObjectType)
	t.Module = "_blake2"
	t.New = func(th *py.Thread, _ *py.Type, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return v.construct(th, args, kwargs)
	}
	method := func(name string, fn func(th *py.Thread, b *Blake2, args []py.Value, kwargs []py.Kwarg) (py.Value, error)) {
		t.Dict.SetStr(name, &py.Builtin{Name: name, Owner: t, Fn: func(th *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			b, ok := self.(*Blake2)
			if !ok {
				return nil, py.NewTypeError("descriptor '%s' requires a '_blake2.%s' object", name, v.name)
			}
			return fn(th, b, args, kwargs)
		}})
	}
	method("update", func(th *py.Thread, b *Blake2, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckExactlyOne("update", args, kwargs); err != nil {
			return nil, err
		}
		s, err := bytesArg(args[0])
		if err != nil {
			return nil, err
		}
		if err := th.Charge(int64(len(s))/64 + 1); err != nil {
			return nil, err
		}
		b.s.write([]byte(s))
		return py.None, nil
	})
	method("digest", func(th *py.Thread, b *Blake2, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckNoArgs("digest", args, kwargs); err != nil {
			return nil, err
		}
		return py.NewBytes(string(b.s.sum())), nil
	})
	method("hexdigest", func(th *py.Thread, b *Blake2, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckNoArgs("hexdigest", args, kwargs); err != nil {
			return nil, err
		}
		return py.NewStr(hex.EncodeToString(b.s.sum())), nil
	})
	method("copy", func(th *py.Thread, b *Blake2, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		if err := py.CheckNoArgs("copy", args, kwargs); err != nil {
			return nil, err
		}
		return &Blake2{v: b.v, s: b.s.clone(), size: b.size}, nil
	})
	prop := func(name string, fn func(b *Blake2) py.Value) {
		t.Dict.SetStr(name, &py.Property{Name: name, Get: &py.Builtin{Name: name, Owner: t, Fn: func(th *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			b, ok := self.(*Blake2)
			if !ok {
				return nil, py.NewTypeError("descriptor '%s' requires a '_blake2.%s' object", name, v.name)
			}
			return fn(b), nil
		}}})
	}
	prop("name", func(b *Blake2) py.Value { return py.NewStr(v.name) })
	prop("digest_size", func(b *Blake2) py.Value { return py.NewInt(int64(b.size)) })
	prop("block_size", func(b *Blake2) py.Value { return py.NewInt(int64(v.block)) })
	t.Dict.SetStr("SALT_SIZE", py.NewInt(int64(v.saltSize)))
	t.Dict.SetStr("PERSON_SIZE", py.NewInt(int64(v.saltSize)))
	t.Dict.SetStr("MAX_KEY_SIZE", py.NewInt(int64(v.maxKey)))
	t.Dict.SetStr("MAX_DIGEST_SIZE", py.NewInt(int64(v.maxDigest)))
	v.typ = t
	return v
}

// construct is blake2b(data=b”, /, *, digest_size, key, salt, person,
// fanout, depth, leaf_size, node_offset, node_depth, inner_size,
// last_node, usedforsecurity).
func (v *blake2Variant) construct(th *py.Thread, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var data, digestSize, key, salt, person, fanout, depth, leafSize, nodeOffset, nodeDepth, innerSize, lastNode, usedforsecurity py.Value
	if err := py.UnpackArgs(v.name, args, kwargs,
		[]string{"data/", "*digest_size", "*key", "*salt", "*person", "*fanout", "*depth", "*leaf_size", "*node_offset", "*node_depth", "*inner_size", "*last_node", "*usedforsecurity"}, 0,
		&data, &digestSize, &key, &salt, &person, &fanout, &depth, &leafSize, &nodeOffset, &nodeDepth, &innerSize, &lastNode, &usedforsecurity); err != nil {
		return nil, err
	}
	p := blake2Params{digestSize: v.maxDigest, fanout: 1, depth: 1}
	intArg := func(val py.Value, dst *int, lo, hi int, msg string) error {
		if val == nil {
			return nil
		}
		n, err := py.Index(th, val)
		if err != nil {
			return err
		}
		if n < int64(lo) || n > int64(hi) {
			return py.NewValueError("%s", msg)
		}
		*dst = int(n)
		return nil
	}
	bytesOpt := func(val py.Value, max int, what string) ([]byte, error) {
		if val == nil {
			return nil, nil
		}
		s, err := pyargs.BytesLike(val)
		if err != nil {
			return nil, err
		}
		if len(s) > max {
			return nil, py.NewValueError("maximum %s length is %d bytes", what, max)
		}
		return []byte(s), nil
	}
	var err error
	if err = intArg(digestSize, &p.digestSize, 1, v.maxDigest, "digest_size must be between 1 and "+strconv.Itoa(v.maxDigest)+" bytes"); err != nil {
		return nil, err
	}
	if p.salt, err = bytesOpt(salt, v.saltSize, "salt"); err != nil {
		return nil, err
	}
	if p.person, err = bytesOpt(person, v.saltSize, "person"); err != nil {
		return nil, err
	}
	if err = intArg(fanout, &p.fanout, 0, 255, "fanout must be between 0 and 255"); err != nil {
		return nil, err
	}
	if err = intArg(depth, &p.depth, 1, 255, "depth must be between 1 and 255"); err != nil {
		return nil, err
	}
	if leafSize != nil {
		n, err := bigIndex(leafSize)
		if err != nil {
			return nil, err
		}
		if n.Sign() < 0 {
			return nil, py.NewValueError("value must be positive")
		}
		if n.Cmp(big.NewInt(1<<32-1)) > 0 {
			return nil, py.NewOverflowError("leaf_size is too large")
		}
		p.leafSize = uint32(n.Uint64())
	}
	if nodeOffset != nil {
		n, err := bigIndex(nodeOffset)
		if err != nil {
			return nil, err
		}
		if n.Sign() < 0 {
			return nil, py.NewValueError("value must be positive")
		}
		if n.Cmp(v.maxNodeOffset) > 0 {
			return nil, py.NewOverflowError("node_offset is too large")
		}
		p.nodeOffset = n.Uint64()
	}
	if err = intArg(nodeDepth, &p.nodeDepth, 0, 255, "node_depth must be between 0 and 255"); err != nil {
		return nil, err
	}
	if err = intArg(innerSize, &p.innerSize, 0, v.maxDigest, "inner_size must be between 0 and is "+strconv.Itoa(v.maxDigest)); err != nil {
		return nil, err
	}
	if p.key, err = bytesOpt(key, v.maxKey, "key"); err != nil {
		return nil, err
	}
	if lastNode != nil {
		if p.lastNode, err = py.Truth(th, lastNode); err != nil {
			return nil, err
		}
	}
	b := &Blake2{v: v, s: v.newState(p), size: p.digestSize}
	if data != nil {
		s, err := bytesArg(data)
		if err != nil {
			return nil, err
		}
		if err := th.Charge(int64(len(s))/64 + 1); err != nil {
			return nil, err
		}
		b.s.write([]byte(s))
	}
	return b, nil
}

// bigIndex reads an integer argument (an int or an __index__-free int
// subclass; floats and strings are refused, as CPython's unsigned
// converters do).
func bigIndex(v py.Value) (*big.Int, error) {
	n, ok := py.AsBig(v)
	if !ok {
		return nil, py.NewTypeError("an integer is required")
	}
	return n, nil
}
