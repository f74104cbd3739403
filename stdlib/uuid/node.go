package uuid

import (
	"io"

	"github.com/kraitpy/krait/py"
)

// hostNode returns the node getnode() reports, drawing it on first use:
// krait never reads the host's hardware address.
func (m *module) hostNode(t *py.Thread) (uint64, error) {
	if !m.hasNode {
		var b [6]byte
		if _, err := io.ReadFull(entropy(t), b[:]); err != nil {
			return 0, py.NewRuntimeError("getnode: no entropy: %v", err)
		}
		var n uint64
		for _, c := range b {
			n = n<<8 | uint64(c)
		}
		m.node, m.hasNode = n|1<<40, true
	}
	return m.node, nil
}

// getnode is uuid.getnode(): a random 48-bit node with the multicast bit
// set, the same for the whole run, as CPython returns when the host has
// no hardware address it can read.
func (m *module) getnode(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	if err := py.CheckNoArgs("getnode", args, kwargs); err != nil {
		return nil, err
	}
	n, err := m.hostNode(t)
	if err != nil {
		return nil, err
	}
	return py.NewInt(int64(n)), nil
}

// setSafe sets a new UUID's is_safe: SafeUUID.unknown once the module
// has its SafeUUID enum (LinkEnum), as CPython's UUIDs made without the
// platform's generator.
func (m *module) setSafe(d *py.Dict) {
	if cls, ok := m.mod.Dict.GetStr("SafeUUID").(*py.Type); ok {
		if v := cls.Dict.GetStr("unknown"); v != nil {
			d.SetStr("is_safe", v)
		}
	}
}

// LinkEnum gives the uuid module its Enum (enum.Enum, which CPython's
// uuid imports) and SafeUUID, made from it.
func LinkEnum(t *py.Thread, uuidMod, enumMod *py.Module) error {
	enum, ok := enumMod.Dict.GetStr("Enum").(*py.Type)
	if !ok {
		return nil
	}
	ns := py.NewDict()
	ns.SetStr("__module__", py.NewStr("uuid"))
	ns.SetStr("__qualname__", py.NewStr("SafeUUID"))
	ns.SetStr("safe", py.NewInt(0))
	ns.SetStr("unsafe", py.NewInt(-1))
	ns.SetStr("unknown", py.None)
	cls, err := py.NewClass(t, "SafeUUID", []*py.Type{enum}, ns)
	if err != nil {
		return err
	}
	uuidMod.Dict.SetStr("Enum", enum)
	uuidMod.Dict.SetStr("SafeUUID", cls)
	for _, kv := range uuidMod.Dict.Items() {
		if in, ok := kv[1].(*py.Instance); ok && in.Dict != nil && in.Dict.GetStr("is_safe") != nil {
			if v := cls.Dict.GetStr("unknown"); v != nil {
				in.Dict.SetStr("is_safe", v)
			}
		}
	}
	return nil
}
