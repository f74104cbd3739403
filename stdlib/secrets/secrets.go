// Package secrets implements Python's secrets module for krait: random
// tokens and choices drawn from the thread's entropy source (crypto/rand
// unless the embedder sets py.Thread.Entropy), and compare_digest.
package secrets

import (
	crand "crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"io"
	"math/big"

	"github.com/kraitpy/krait/py"
)

// defaultEntropy is secrets.DEFAULT_ENTROPY: bytes per token by default.
const defaultEntropy = 32

// Load creates a fresh secrets module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	mod := py.NewModule("secrets")
	d := mod.Dict
	d.SetStr("DEFAULT_ENTROPY", py.NewInt(defaultEntropy))
	d.SetStr("token_bytes", py.NewBuiltin("token_bytes", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		b, err := token(t, "token_bytes", args, kwargs)
		if err != nil {
			return nil, err
		}
		return py.NewBytes(string(b)), nil
	}))
	d.SetStr("token_hex", py.NewBuiltin("token_hex", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		b, err := token(t, "token_hex", args, kwargs)
		if err != nil {
			return nil, err
		}
		return py.NewStr(hex.EncodeToString(b)), nil
	}))
	d.SetStr("token_urlsafe", py.NewBuiltin("token_urlsafe", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		b, err := token(t, "token_urlsafe", args, kwargs)
		if err != nil {
			return nil, err
		}
		return py.NewStr(base64.RawURLEncoding.EncodeToString(b)), nil
	}))
	d.SetStr("randbelow", py.NewBuiltin("randbelow", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var nv py.Value
		if err := py.UnpackArgs("randbelow", args, kwargs, []string{"exclusive_upper_bound"}, 1, &nv); err != nil {
			return nil, err
		}
		n, err := bigArg(t, nv)
		if err != nil {
			return nil, err
		}
		if n.Sign() <= 0 {
			return nil, py.NewValueError("Upper bound must be positive.")
		}
		r, err := below(t, n)
		if err != nil {
			return nil, err
		}
		return py.NewBigInt(r), nil
	}))
	d.SetStr("randbits", py.NewBuiltin("randbits", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var kv py.Value
		if err := py.UnpackArgs("randbits", args, kwargs, []string{"k"}, 1, &kv); err != nil {
			return nil, err
		}
		k, err := py.Index(t, kv)
		if err != nil {
			return nil, err
		}
		if k < 0 {
			return nil, py.NewValueError("number of bits must be non-negative")
		}
		b, err := read(t, (k+7)/8)
		if err != nil {
			return nil, err
		}
		r := new(big.Int).SetBytes(b)
		return py.NewBigInt(r.Rsh(r, uint(int64(len(b))*8-k))), nil
	}))
	d.SetStr("choice", py.NewBuiltin("choice", func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var seq py.Value
		if err := py.UnpackArgs("choice", args, kwargs, []string{"seq"}, 1, &seq); err != nil {
			return nil, err
		}
		n, err := py.Len(t, seq)
		if err != nil {
			return nil, err
		}
		if n == 0 {
			return nil, py.NewIndexError("Cannot choose from an empty sequence")
		}
		i, err := below(t, big.NewInt(int64(n)))
		if err != nil {
			return nil, err
		}
		return py.GetItem(t, seq, py.NewInt(i.Int64()))
	}))
	d.SetStr("compare_digest", py.NewBuiltin("compare_digest", compareDigest))
	return mod, nil
}

// read draws n bytes from the thread's entropy source.
func read(t *py.Thread, n int64) ([]byte, error) {
	if n > 1<<24 {
		return nil, py.NewOverflowError("token too large")
	}
	if err := t.Alloc(n); err != nil {
		return nil, err
	}
	if err := t.Charge(n/64 + 1); err != nil {
		return nil, err
	}
	src := t.Entropy
	if src == nil {
		src = crand.Reader
	}
	b := make([]byte, n)
	if _, err := io.ReadFull(src, b); err != nil {
		return nil, py.NewRuntimeError("entropy source failed: %v", err)
	}
	return b, nil
}

// token reads the nbytes argument (None: DEFAULT_ENTROPY) and draws them.
func token(t *py.Thread, fname string, args []py.Value, kwargs []py.Kwarg) ([]byte, error) {
	var nv py.Value = py.None
	if err := py.UnpackArgs(fname, args, kwargs, []string{"nbytes"}, 0, &nv); err != nil {
		return nil, err
	}
	n := int64(defaultEntropy)
	if nv != py.None {
		var err error
		if n, err = py.Index(t, nv); err != nil {
			return nil, err
		}
		if n < 0 {
			return nil, py.NewValueError("negative argument not allowed")
		}
	}
	return read(t, n)
}

// bigArg converts an int argument.
func bigArg(t *py.Thread, v py.Value) (*big.Int, error) {
	if b, ok := py.AsBig(v); ok {
		return b, nil
	}
	n, err := py.Index(t, v)
	if err != nil {
		return nil, err
	}
	return big.NewInt(n), nil
}

// below draws a uniform integer in [0, n) by rejection, as
// SystemRandom._randbelow does.
func below(t *py.Thread, n *big.Int) (*big.Int, error) {
	k := n.BitLen()
	for {
		if err := t.Tick(); err != nil {
			return nil, err
		}
		b, err := read(t, int64((k+7)/8))
		if err != nil {
			return nil, err
		}
		r := new(big.Int).SetBytes(b)
		r.Rsh(r, uint(len(b)*8-k))
		if r.Cmp(n) < 0 {
			return r, nil
		}
	}
}

// compareDigest is hmac.compare_digest(a, b): constant-time equality of
// two ASCII strs or two bytes-like values.
func compareDigest(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckPositional("compare_digest", args, kwargs, 2, 2); err != nil {
		return nil, err
	}
	a, b := args[0], args[1]
	as, aStr := a.(*py.Str)
	bs, bStr := b.(*py.Str)
	if aStr && bStr {
		for _, s := range []string{as.String(), bs.String()} {
			for i := 0; i < len(s); i++ {
				if s[i] >= 0x80 {
					return nil, py.NewTypeError("comparing strings with non-ASCII characters is not supported")
				}
			}
		}
		return py.NewBool(subtle.ConstantTimeCompare([]byte(as.String()), []byte(bs.String())) == 1), nil
	}
	if aStr || bStr {
		return nil, py.NewTypeError("a bytes-like object is required, not 'str'")
	}
	ab, err1 := bytesOf(a)
	bb, err2 := bytesOf(b)
	if err1 != nil || err2 != nil {
		return nil, py.NewTypeError("unsupported operand types(s) or combination of types: '%s' and '%s'", py.TypeName(a), py.TypeName(b))
	}
	return py.NewBool(subtle.ConstantTimeCompare(ab, bb) == 1), nil
}

// bytesOf returns the contents of a bytes or bytearray, for reading only
// (a bytearray's own array: compare_digest reads it and runs no Python
// code meanwhile).
func bytesOf(v py.Value) ([]byte, error) {
	switch x := v.(type) {
	case *py.Bytes:
		return []byte(x.String()), nil
	case *py.ByteArray:
		return x.Bytes(), nil
	}
	return nil, py.NewTypeError("not bytes-like")
}
