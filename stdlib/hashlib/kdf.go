package hashlib

import (
	"crypto/pbkdf2"
	"crypto/sha256"
	"encoding/binary"
	"hash"
	"math/bits"
	"strings"

	"github.com/kraitpy/krait/py"
	"github.com/kraitpy/krait/stdlib/internal/pyargs"
)

// addKDFs adds pbkdf2_hmac and scrypt.
func addKDFs(d *py.Dict) {
	d.SetStr("pbkdf2_hmac", py.NewBuiltin("pbkdf2_hmac", pbkdf2HMAC))
	d.SetStr("scrypt", py.NewBuiltin("scrypt", scrypt))
}

// pbkdf2HMAC is hashlib.pbkdf2_hmac(hash_name, password, salt,
// iterations, dklen=None); every HMAC block round is charged.
func pbkdf2HMAC(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var name, password, salt, iterations, dklen py.Value = nil, nil, nil, nil, py.None
	if err := py.UnpackArgs("pbkdf2_hmac", args, kwargs, []string{"hash_name", "password", "salt", "iterations", "dklen"}, 4, &name, &password, &salt, &iterations, &dklen); err != nil {
		return nil, err
	}
	s, ok := name.(*py.Str)
	if !ok {
		return nil, py.NewTypeError("pbkdf2_hmac() argument 'hash_name' must be str, not %s", py.TypeName(name))
	}
	pw, err := pyargs.BytesLike(password)
	if err != nil {
		return nil, err
	}
	sl, err := pyargs.BytesLike(salt)
	if err != nil {
		return nil, err
	}
	iter, err := py.Index(t, iterations)
	if err != nil {
		return nil, err
	}
	a, ok := algos[strings.ToLower(s.String())]
	if !ok || a.make == nil {
		return nil, py.NewValueError("unsupported hash type %s", s.String())
	}
	size := a.make().Size()
	n := int64(size)
	if dklen != py.None {
		if n, err = py.Index(t, dklen); err != nil {
			return nil, err
		}
	}
	if iter < 1 {
		return nil, py.NewValueError("iteration value must be greater than 0.")
	}
	if iter > 1<<31-1 {
		return nil, py.NewOverflowError("iteration value is too great.")
	}
	if n < 1 {
		return nil, py.NewValueError("key length must be greater than 0.")
	}
	if n > 1<<31-1 {
		return nil, py.NewOverflowError("key length is too great.")
	}
	blocks := (n + int64(size) - 1) / int64(size)
	if err := t.Charge(blocks * iter * int64(a.block) / 16); err != nil {
		return nil, err
	}
	if err := t.Alloc(n); err != nil {
		return nil, err
	}
	key, err := pbkdf2.Key(a.make, pw, []byte(sl), int(iter), int(n))
	if err != nil {
		return nil, py.NewValueError("%s", err.Error())
	}
	return py.NewBytes(string(key)), nil
}

// scrypt is hashlib.scrypt(password, *, salt, n, r, p, maxmem=0,
// dklen=64), RFC 7914 on PBKDF2-HMAC-SHA256 and Salsa20/8.
func scrypt(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if len(args) > 1 {
		return nil, py.NewTypeError("scrypt() takes exactly 1 positional argument (%d given)", len(args))
	}
	var password, salt, nv, rv, pv py.Value
	var maxmem, dklen py.Value = py.NewInt(0), py.NewInt(64)
	if err := py.UnpackArgs("scrypt", args, kwargs, []string{"password", "*salt", "*n", "*r", "*p", "*maxmem", "*dklen"}, 1, &password, &salt, &nv, &rv, &pv, &maxmem, &dklen); err != nil {
		return nil, err
	}
	pw, err := pyargs.BytesLike(password)
	if err != nil {
		return nil, err
	}
	if salt == nil {
		return nil, py.NewTypeError("salt is required")
	}
	sl, err := pyargs.BytesLike(salt)
	if err != nil {
		return nil, err
	}
	var ints [5]int64
	for i, v := range []py.Value{nv, rv, pv, maxmem, dklen} {
		if v == nil {
			return nil, py.NewTypeError("%s is required and must be an unsigned int", []string{"n", "r", "p"}[i])
		}
		if _, ok := v.(py.Int); !ok {
			if _, big := v.(*py.BigInt); !big {
				return nil, py.NewTypeError("'%s' object cannot be interpreted as an integer", py.TypeName(v))
			}
		}
		if ints[i], err = py.Index(t, v); err != nil {
			return nil, err
		}
	}
	n, r, p, mem, dk := ints[0], ints[1], ints[2], ints[3], ints[4]
	if n < 2 || n&(n-1) != 0 {
		return nil, py.NewValueError("n must be a power of 2.")
	}
	if mem < 0 || mem > 1<<31-1 {
		return nil, py.NewValueError("maxmem must be positive and smaller than %d", 1<<31-1)
	}
	if dk < 1 || dk > 1<<31-1 {
		return nil, py.NewValueError("dklen must be greater than 0 and smaller than %d", 1<<31-1)
	}
	if r < 1 || p < 1 || r*p >= 1<<30 || r > (1<<31-1)/128/p || r > (1<<31-1)/256 || n > (1<<31-1)/128/r {
		return nil, py.NewValueError("Invalid parameter combination for n, r, p, maxmem.")
	}
	limit := mem
	if limit == 0 {
		limit = 32 << 20 // OpenSSL's default
	}
	need := 128*r*(n+p) + 256*r + 64*2*r
	if need > limit {
		return nil, py.NewValueError("[digital envelope routines] memory limit exceeded")
	}
	if err := t.Alloc(need); err != nil {
		return nil, err
	}
	if err := t.Charge(2 * n * r * p); err != nil {
		return nil, err
	}
	// The derived key (and its bytes object), and PBKDF2's HMAC per
	// 32-byte block of it (about 1 us each): dklen = 10**9 took 50 s
	// before the memory check that came after it.
	if err := t.Alloc(2 * dk); err != nil {
		return nil, err
	}
	if err := t.ChargeNanos(float64(dk/32+1) * 1000); err != nil {
		return nil, err
	}
	sha := func() hash.Hash { return sha256.New() }
	b, err := pbkdf2.Key(sha, pw, []byte(sl), 1, int(p*128*r))
	if err != nil {
		return nil, py.NewValueError("%s", err.Error())
	}
	words := int(32 * r)
	x := make([]uint32, words)
	y := make([]uint32, words)
	v := make([]uint32, int(n)*words)
	for i := int64(0); i < p; i++ {
		chunk := b[i*128*r : (i+1)*128*r]
		for k := range x {
			x[k] = binary.LittleEndian.Uint32(chunk[4*k:])
		}
		for j := int64(0); j < n; j++ {
			copy(v[int(j)*words:], x)
			blockMix(x, y, int(r))
		}
		for j := int64(0); j < n; j++ {
			idx := int(uint64(x[words-16])|uint64(x[words-15])<<32) & int(n-1)
			for k := range x {
				x[k] ^= v[idx*words+k]
			}
			blockMix(x, y, int(r))
		}
		for k := range x {
			binary.LittleEndian.PutUint32(chunk[4*k:], x[k])
		}
	}
	key, err := pbkdf2.Key(sha, pw, b, 1, int(dk))
	if err != nil {
		return nil, py.NewValueError("%s", err.Error())
	}
	return py.NewBytes(string(key)), nil
}

// blockMix is scrypt's BlockMix over 2r 64-byte blocks of b (as
// 16-word blocks), using tmp as scratch of the same size.
func blockMix(b, tmp []uint32, r int) {
	var x [16]uint32
	copy(x[:], b[(2*r-1)*16:])
	for i := 0; i < 2*r; i++ {
		for k := range x {
			x[k] ^= b[i*16+k]
		}
		salsa8(&x)
		// Even blocks go to the first half, odd ones to the second.
		dst := (i/2)*16 + (i%2)*r*16
		copy(tmp[dst:], x[:])
	}
	copy(b, tmp)
}

// salsa8 is the Salsa20/8 core, in place.
func salsa8(b *[16]uint32) {
	x := *b
	rl := bits.RotateLeft32
	for i := 0; i < 8; i += 2 {
		x[4] ^= rl(x[0]+x[12], 7)
		x[8] ^= rl(x[4]+x[0], 9)
		x[12] ^= rl(x[8]+x[4], 13)
		x[0] ^= rl(x[12]+x[8], 18)
		x[9] ^= rl(x[5]+x[1], 7)
		x[13] ^= rl(x[9]+x[5], 9)
		x[1] ^= rl(x[13]+x[9], 13)
		x[5] ^= rl(x[1]+x[13], 18)
		x[14] ^= rl(x[10]+x[6], 7)
		x[2] ^= rl(x[14]+x[10], 9)
		x[6] ^= rl(x[2]+x[14], 13)
		x[10] ^= rl(x[6]+x[2], 18)
		x[3] ^= rl(x[15]+x[11], 7)
		x[7] ^= rl(x[3]+x[15], 9)
		x[11] ^= rl(x[7]+x[3], 13)
		x[15] ^= rl(x[11]+x[7], 18)

		x[1] ^= rl(x[0]+x[3], 7)
		x[2] ^= rl(x[1]+x[0], 9)
		x[3] ^= rl(x[2]+x[1], 13)
		x[0] ^= rl(x[3]+x[2], 18)
		x[6] ^= rl(x[5]+x[4], 7)
		x[7] ^= rl(x[6]+x[5], 9)
		x[4] ^= rl(x[7]+x[6], 13)
		x[5] ^= rl(x[4]+x[7], 18)
		x[11] ^= rl(x[10]+x[9], 7)
		x[8] ^= rl(x[11]+x[10], 9)
		x[9] ^= rl(x[8]+x[11], 13)
		x[10] ^= rl(x[9]+x[8], 18)
		x[12] ^= rl(x[15]+x[14], 7)
		x[13] ^= rl(x[12]+x[15], 9)
		x[14] ^= rl(x[13]+x[12], 13)
		x[15] ^= rl(x[14]+x[13], 18)
	}
	for i := range b {
		b[i] += x[i]
	}
}
