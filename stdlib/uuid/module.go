// Package uuid implements Python's uuid module for krait: the UUID class
// (parsing, str/repr, hex, int, bytes, bytes_le, fields and their
// parts, urn, variant, version, comparisons and hashing), uuid3, uuid4,
// uuid5 and the NAMESPACE_* constants. uuid1 never reads the host's MAC
// address: it uses a random multicast node (what CPython does when no
// hardware address is found), the run's clock and a random clock
// sequence.
package uuid

import (
	"crypto/md5"
	"crypto/rand"
	"crypto/sha1"
	"encoding/hex"
	"io"
	"math/big"
	"strings"

	"github.com/kraitpy/krait/py"
)

// module holds one interpreter's UUID class.
type module struct {
	cls *py.Type
	mod *py.Module
	// node is getnode()'s hardware address stand-in: 48 random bits with
	// the multicast bit set (CPython's fallback when it finds no MAC),
	// drawn once.
	node    uint64
	hasNode bool
}

// Load creates a fresh uuid module for one interpreter.
func Load(t *py.Thread) (py.Value, error) {
	m := &module{}
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("uuid"))
	var err error
	if m.cls, err = py.NewClass(t, "UUID", nil, ns); err != nil {
		return nil, err
	}
	m.install()
	mod := py.NewModule("uuid")
	m.mod = mod
	d := mod.Dict
	d.SetStr("bytes_", py.BytesType)
	d.SetStr("int_", py.IntType)
	d.SetStr("getnode", py.NewBuiltin("getnode", m.getnode))
	d.SetStr("UUID", m.cls)
	for _, n := range []struct{ name, hex string }{
		{"NAMESPACE_DNS", "6ba7b8109dad11d180b400c04fd430c8"},
		{"NAMESPACE_URL", "6ba7b8119dad11d180b400c04fd430c8"},
		{"NAMESPACE_OID", "6ba7b8129dad11d180b400c04fd430c8"},
		{"NAMESPACE_X500", "6ba7b8149dad11d180b400c04fd430c8"},
	} {
		var b [16]byte
		if _, err := hex.Decode(b[:], []byte(n.hex)); err != nil {
			return nil, py.NewRuntimeError("uuid: %v", err)
		}
		d.SetStr(n.name, m.make(b))
	}
	d.SetStr("RESERVED_NCS", py.NewStr("reserved for NCS compatibility"))
	d.SetStr("RFC_4122", py.NewStr("specified in RFC 4122"))
	d.SetStr("RESERVED_MICROSOFT", py.NewStr("reserved for Microsoft compatibility"))
	d.SetStr("RESERVED_FUTURE", py.NewStr("reserved for future definition"))
	d.SetStr("uuid4", py.NewBuiltin("uuid4", m.uuid4))
	d.SetStr("uuid1", py.NewBuiltin("uuid1", m.uuid1))
	d.SetStr("uuid3", py.NewBuiltin("uuid3", m.hashed(3)))
	d.SetStr("uuid5", py.NewBuiltin("uuid5", m.hashed(5)))
	return mod, nil
}

// bytesOf reads the 16 bytes of a UUID instance.
func (m *module) bytesOf(v py.Value) ([16]byte, bool) {
	var b [16]byte
	in, ok := v.(*py.Instance)
	if !ok || !in.Class.IsSubtype(m.cls) || in.Dict == nil {
		return b, false
	}
	bs, ok := in.Dict.GetStr("bytes").(*py.Bytes)
	if !ok || len(bs.String()) != 16 {
		return b, false
	}
	copy(b[:], bs.String())
	return b, true
}

// fill sets every attribute of a UUID instance from its bytes.
func fill(d *py.Dict, b [16]byte) {
	n := new(big.Int).SetBytes(b[:])
	d.SetStr("int", py.NewBigInt(n))
	d.SetStr("bytes", py.NewBytes(string(b[:])))
	le := []byte{b[3], b[2], b[1], b[0], b[5], b[4], b[7], b[6]}
	le = append(le, b[8:]...)
	d.SetStr("bytes_le", py.NewBytes(string(le)))
	h := hex.EncodeToString(b[:])
	d.SetStr("hex", py.NewStr(h))
	d.SetStr("urn", py.NewStr("urn:uuid:"+canonical(h)))
	u := func(x []byte) py.Value {
		return py.NewBigInt(new(big.Int).SetBytes(x))
	}
	timeLow, timeMid, timeHi := u(b[0:4]), u(b[4:6]), u(b[6:8])
	seqHi, seqLow, node := py.NewInt(int64(b[8])), py.NewInt(int64(b[9])), u(b[10:16])
	d.SetStr("time_low", timeLow)
	d.SetStr("time_mid", timeMid)
	d.SetStr("time_hi_version", timeHi)
	d.SetStr("clock_seq_hi_variant", seqHi)
	d.SetStr("clock_seq_low", seqLow)
	d.SetStr("node", node)
	d.SetStr("fields", py.NewTuple([]py.Value{timeLow, timeMid, timeHi, seqHi, seqLow, node}))
	th := (uint64(b[6])<<8 | uint64(b[7])) & 0x0fff
	tm := uint64(b[4])<<8 | uint64(b[5])
	tl := uint64(b[0])<<24 | uint64(b[1])<<16 | uint64(b[2])<<8 | uint64(b[3])
	d.SetStr("time", py.NewBigInt(new(big.Int).SetUint64(th<<48|tm<<32|tl)))
	d.SetStr("clock_seq", py.NewInt(int64(b[8]&0x3f)<<8|int64(b[9])))
	var variant string
	switch {
	case b[8]&0x80 == 0:
		variant = "reserved for NCS compatibility"
	case b[8]&0x40 == 0:
		variant = "specified in RFC 4122"
	case b[8]&0x20 == 0:
		variant = "reserved for Microsoft compatibility"
	default:
		variant = "reserved for future definition"
	}
	d.SetStr("variant", py.NewStr(variant))
	if variant == "specified in RFC 4122" {
		d.SetStr("version", py.NewInt(int64(b[6]>>4)))
	} else {
		d.SetStr("version", py.None)
	}
	d.SetStr("is_safe", py.NewStr("SafeUUID.unknown"))
}

// canonical formats 32 hex digits as 8-4-4-4-12.
func canonical(h string) string {
	return h[0:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:32]
}

// make builds a UUID instance.
func (m *module) make(b [16]byte) *py.Instance {
	in := &py.Instance{Class: m.cls, Dict: py.NewDict()}
	fill(in.Dict, b)
	m.setSafe(in.Dict)
	return in
}

// setVersion stamps the RFC 4122 variant and a version.
func setVersion(b *[16]byte, v byte) {
	b[8] = b[8]&0x3f | 0x80
	b[6] = b[6]&0x0f | v<<4
}

// method makes a Go method of the UUID class.
func (m *module) method(name string, fn py.BuiltinFunc) {
	m.cls.Dict.SetStr(name, &py.Builtin{Name: name, Owner: m.cls, Fn: fn})
}

// install gives the UUID class its methods.
func (m *module) install() {
	m.method("__init__", m.init)
	m.method("__str__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		b, _ := m.bytesOf(self)
		return py.NewStr(canonical(hex.EncodeToString(b[:]))), nil
	})
	m.method("__repr__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		b, _ := m.bytesOf(self)
		return py.NewStr(self.Type().Name + "('" + canonical(hex.EncodeToString(b[:])) + "')"), nil
	})
	m.method("__hash__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		in := asInst(self)
		h, err := py.Hash(t, in.Dict.GetStr("int"))
		return py.NewInt(h), err
	})
	m.method("__int__", func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		return asInst(self).Dict.GetStr("int"), nil
	})
	for _, c := range []struct {
		name string
		op   py.CompareOp
	}{{"__eq__", py.Eq}, {"__ne__", py.Ne}, {"__lt__", py.Lt}, {"__le__", py.Le}, {"__gt__", py.Gt}, {"__ge__", py.Ge}} {
		c := c
		m.method(c.name, func(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
			if err := py.CheckExactlyOne(c.name, args, kwargs); err != nil {
				return nil, err
			}
			a, ok1 := m.bytesOf(self)
			b, ok2 := m.bytesOf(args[0])
			if !ok1 || !ok2 {
				return py.NotImplemented, nil
			}
			return py.Compare(t, c.op, py.NewBytes(string(a[:])), py.NewBytes(string(b[:])))
		})
	}
}

// init is UUID(hex=None, bytes=None, bytes_le=None, fields=None,
// int=None, version=None, *, is_safe=...).
func (m *module) init(t *py.Thread, self py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var hx, bs, ble, fields, iv, version, safe py.Value
	if err := py.UnpackArgs("UUID", args, kwargs, []string{"hex", "bytes", "bytes_le", "fields", "int", "version", "*is_safe"}, 0,
		&hx, &bs, &ble, &fields, &iv, &version, &safe); err != nil {
		return nil, err
	}
	given := 0
	for _, v := range []py.Value{hx, bs, ble, fields, iv} {
		if v != nil && v != py.None {
			given++
		}
	}
	if given != 1 {
		return nil, py.NewTypeError("one of the hex, bytes, bytes_le, fields, or int arguments must be given")
	}
	var b [16]byte
	switch {
	case hx != nil && hx != py.None:
		s, ok := hx.(*py.Str)
		if !ok {
			return nil, py.NewAttributeError("'%s' object has no attribute 'replace'", py.TypeName(hx))
		}
		h := strings.ReplaceAll(strings.ReplaceAll(s.String(), "urn:", ""), "uuid:", "")
		h = strings.Trim(h, "{}")
		h = strings.ReplaceAll(h, "-", "")
		if len(h) != 32 {
			return nil, py.NewValueError("badly formed hexadecimal UUID string")
		}
		if _, err := hex.Decode(b[:], []byte(h)); err != nil {
			return nil, py.NewValueError("invalid literal for int() with base 16: '%s'", h)
		}
	case bs != nil && bs != py.None:
		x, ok := bs.(*py.Bytes)
		if !ok || len(x.String()) != 16 {
			return nil, py.NewValueError("bytes is not a 16-char string")
		}
		copy(b[:], x.String())
	case ble != nil && ble != py.None:
		x, ok := ble.(*py.Bytes)
		if !ok || len(x.String()) != 16 {
			return nil, py.NewValueError("bytes_le is not a 16-char string")
		}
		s := x.String()
		copy(b[:], []byte{s[3], s[2], s[1], s[0], s[5], s[4], s[7], s[6]})
		copy(b[8:], s[8:])
	case fields != nil && fields != py.None:
		items, err := py.Items(t, fields)
		if err != nil {
			return nil, err
		}
		if len(items) != 6 {
			return nil, py.NewValueError("fields is not a 6-tuple")
		}
		limits := []struct {
			bits int
			name string
		}{{32, "time_low"}, {16, "time_mid"}, {16, "time_hi_version"}, {8, "clock_seq_hi_variant"}, {8, "clock_seq_low"}, {48, "node"}}
		var acc big.Int
		for i, it := range items {
			v, ok := py.AsBig(it)
			if !ok {
				return nil, py.NewTypeError("'%s' object cannot be interpreted as an integer", py.TypeName(it))
			}
			lim := new(big.Int).Lsh(big.NewInt(1), uint(limits[i].bits)) //krait:alloc-ok field widths from a constant table (at most 48 bits)
			if v.Sign() < 0 || v.Cmp(lim) >= 0 {
				return nil, py.NewValueError("field %d out of range (need a %d-bit value)", i+1, limits[i].bits)
			}
			acc.Lsh(&acc, uint(limits[i].bits)) //krait:alloc-ok field widths from a constant table (at most 48 bits each, 128 in all)
			acc.Or(&acc, v)
		}
		acc.FillBytes(b[:])
	default:
		v, ok := py.AsBig(iv)
		if !ok {
			return nil, py.NewTypeError("'%s' object cannot be interpreted as an integer", py.TypeName(iv))
		}
		if v.Sign() < 0 || v.BitLen() > 128 {
			return nil, py.NewValueError("int is out of range (need a 128-bit value)")
		}
		v.FillBytes(b[:])
	}
	if version != nil && version != py.None {
		n, ok := py.AsInt64(version)
		if !ok || n < 1 || n > 5 {
			return nil, py.NewValueError("illegal version number")
		}
		setVersion(&b, byte(n))
	}
	in, ok := self.(*py.Instance)
	if !ok || in.Dict == nil {
		return nil, py.NewTypeError("UUID.__init__ needs a UUID")
	}
	fill(in.Dict, b)
	m.setSafe(in.Dict)
	return py.None, nil
}

// entropy is the thread's random source.
func entropy(t *py.Thread) io.Reader {
	if t.Entropy != nil {
		return t.Entropy
	}
	return rand.Reader
}

// uuid4 is uuid.uuid4().
func (m *module) uuid4(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("uuid4", args, kwargs); err != nil {
		return nil, err
	}
	var b [16]byte
	if _, err := io.ReadFull(entropy(t), b[:]); err != nil {
		return nil, py.NewRuntimeError("uuid4: no entropy: %v", err)
	}
	setVersion(&b, 4)
	return m.make(b), nil
}

// uuid1 is uuid.uuid1(node=None, clock_seq=None) without the host's
// hardware address.
func (m *module) uuid1(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	var node, seq py.Value
	if err := py.UnpackArgs("uuid1", args, kwargs, []string{"node", "clock_seq"}, 0, &node, &seq); err != nil {
		return nil, err
	}
	var rnd [2]byte
	if _, err := io.ReadFull(entropy(t), rnd[:]); err != nil {
		return nil, py.NewRuntimeError("uuid1: no entropy: %v", err)
	}
	now := t.Now()
	ts := uint64(now.UnixNano()/100) + 0x01b21dd213814000
	cs := uint64(rnd[0])<<8 | uint64(rnd[1])
	if seq != nil && seq != py.None {
		v, ok := py.AsInt64(seq)
		if !ok {
			return nil, py.NewTypeError("clock_seq must be an int")
		}
		cs = uint64(v)
	}
	cs &= 0x3fff
	var nd uint64
	if node == nil || node == py.None {
		var err error
		if nd, err = m.hostNode(t); err != nil {
			return nil, err
		}
	} else {
		v, ok := py.AsInt64(node)
		if !ok {
			return nil, py.NewTypeError("node must be an int")
		}
		nd = uint64(v) & (1<<48 - 1)
	}
	var b [16]byte
	tl, tm, th := ts&0xffffffff, (ts>>32)&0xffff, (ts>>48)&0x0fff
	b[0], b[1], b[2], b[3] = byte(tl>>24), byte(tl>>16), byte(tl>>8), byte(tl)
	b[4], b[5] = byte(tm>>8), byte(tm)
	b[6], b[7] = byte(th>>8), byte(th)
	b[8], b[9] = byte(cs>>8), byte(cs)
	for i := 0; i < 6; i++ {
		b[10+i] = byte(nd >> (40 - 8*uint(i)))
	}
	setVersion(&b, 1)
	return m.make(b), nil
}

// hashed makes uuid3 (md5) and uuid5 (sha1).
func (m *module) hashed(version byte) py.BuiltinFunc {
	name := "uuid3"
	if version == 5 {
		name = "uuid5"
	}
	return func(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
		var ns, nm py.Value
		if err := py.UnpackArgs(name, args, kwargs, []string{"namespace", "name"}, 2, &ns, &nm); err != nil {
			return nil, err
		}
		nb, ok := m.bytesOf(ns)
		if !ok {
			return nil, py.NewAttributeError("'%s' object has no attribute 'bytes'", py.TypeName(ns))
		}
		x, ok := nm.(*py.Str)
		if !ok {
			return nil, py.NewTypeError("encoding without a string argument")
		}
		data := x.String()
		if err := t.Charge(int64(len(data))/64 + 1); err != nil {
			return nil, err
		}
		// Hashed as a stream: no copy of the name.
		h := sha1.New()
		if version == 3 {
			h = md5.New()
		}
		h.Write(nb[:])
		io.WriteString(h, data)
		sum := h.Sum(nil)
		var b [16]byte
		copy(b[:], sum[:16])
		setVersion(&b, version)
		return m.make(b), nil
	}
}
