package pandas

import (
	"math"
	"slices"
	"strings"

	"github.com/kraitpy/krait/py"
)

// jsonNormalize is pd.json_normalize(data, record_path, meta, meta_prefix,
// record_prefix, errors, sep, max_level): nested dicts flattened into
// columns named by their paths, as pandas 1.5 does it (its column order
// included: at the top level, flattened dicts go after the plain
// values), optionally the lists at record_path as rows with meta
// fields repeated beside them.
func (m *Module) jsonNormalize(t *py.Thread, _ py.Value, args []py.Value, kwargs []py.Kwarg) (py.Value, error) {
	vals, err := bind("json_normalize", []string{"data", "record_path", "meta", "meta_prefix", "record_prefix",
		"errors", "sep", "max_level"}, 1, args, kwargs)
	if err != nil {
		return nil, err
	}
	n := &normalizer{t: t, m: m, sep: ".", maxLevel: -1}
	if s, ok := strOf(orNone(vals[6])); ok {
		n.sep = s
	}
	if e, ok := strOf(orNone(vals[5])); ok {
		n.ignore = e == "ignore"
	}
	if !isNone(vals[7]) {
		l, err := py.Index(t, vals[7])
		if err != nil {
			return nil, err
		}
		n.maxLevel = int(l)
	}
	var rows []py.Value
	switch d := vals[0].(type) {
	case *py.Str:
		return nil, py.NewNotImplementedError("")
	case *py.Dict:
		rows = []py.Value{d}
	default:
		items, err := m.listItems(t, d)
		if err != nil {
			return nil, py.NewNotImplementedError("")
		}
		rows = slices.Clone(items) // the rows are replaced below; data is the caller's
		if len(rows) == 0 {
			return py.Call(t, m.frameCls, nil, nil)
		}
	}
	recordPath, meta, metaPrefix, recordPrefix := orNone(vals[1]), orNone(vals[2]), orNone(vals[3]), orNone(vals[4])
	if recordPath == py.None {
		if meta == py.None && metaPrefix == py.None && recordPrefix == py.None && n.maxLevel < 0 {
			for i, r := range rows {
				if rows[i], err = n.simple(r); err != nil {
					return nil, err
				}
			}
		} else if n.anyNested(rows) {
			for i, r := range rows {
				if d := dictOf(r); d != nil {
					if rows[i], err = n.flatten(d, "", 0); err != nil {
						return nil, err
					}
				}
			}
		}
		return py.Call(t, m.frameCls, []py.Value{py.NewList(rows)}, nil)
	}
	return n.records(rows, recordPath, meta, metaPrefix, recordPrefix)
}

// itemsSnapshot is listItems for a walk that runs Python code between
// the items (a key's __str__ or __hash__, a mapping's __getitem__): a
// list's items are copied first, since that code may change the list.
func (m *Module) itemsSnapshot(t *py.Thread, v py.Value) ([]py.Value, error) {
	items, err := m.listItems(t, v)
	if _, isList := v.(*py.List); !isList || err != nil {
		return items, err
	}
	if err := charge(t, dtObject, len(items)); err != nil {
		return nil, err
	}
	return slices.Clone(items), nil
}

// normalizer holds json_normalize's options.
type normalizer struct {
	t        *py.Thread
	m        *Module
	sep      string
	ignore   bool
	maxLevel int // -1: no limit
}

// dictOf returns v's dict (a dict subclass's included), or nil.
func dictOf(v py.Value) *py.Dict {
	switch x := v.(type) {
	case *py.Dict:
		return x
	case *py.Instance:
		if d, ok := x.Base.(*py.Dict); ok {
			return d
		}
	}
	return nil
}

// anyNested reports whether a row holds a dict value.
func (n *normalizer) anyNested(rows []py.Value) bool {
	for _, r := range rows {
		if d := dictOf(r); d != nil {
			nested := false
			d.Range(func(_, v py.Value) bool {
				nested = dictOf(v) != nil
				return !nested
			})
			if nested {
				return true
			}
		}
	}
	return false
}

// simple is pandas' fast path for data alone: a dict's plain values,
// then its nested dicts' leaves under their joined paths (empty dicts
// vanish); a list row is normalized item by item; anything else is an
// empty row.
func (n *normalizer) simple(row py.Value) (py.Value, error) {
	if l, ok := row.(*py.List); ok {
		if err := n.t.EnterData(""); err != nil {
			return nil, err
		}
		defer n.t.LeaveData()
		items, err := n.m.itemsSnapshot(n.t, l)
		if err != nil {
			return nil, err
		}
		out := make([]py.Value, len(items))
		for i, it := range items {
			v, err := n.simple(it)
			if err != nil {
				return nil, err
			}
			out[i] = v
		}
		return py.NewList(out), nil
	}
	d := dictOf(row)
	out := py.NewDict()
	if d == nil {
		return out, nil
	}
	// A snapshot: a key's __hash__ or __str__ may change the dict.
	items := d.Items()
	for _, kv := range items {
		if dictOf(kv[1]) == nil {
			if err := out.Set(n.t, kv[0], kv[1]); err != nil {
				return nil, err
			}
		}
	}
	for _, kv := range items {
		if sub := dictOf(kv[1]); sub != nil {
			ks, err := py.ToStr(n.t, kv[0])
			if err != nil {
				return nil, err
			}
			if err := n.leaves(sub, ks, out); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// leaves adds the leaves of d under prefix + sep + key to out.
func (n *normalizer) leaves(d *py.Dict, prefix string, out *py.Dict) error {
	if err := n.t.EnterData(""); err != nil {
		return err
	}
	defer n.t.LeaveData()
	if err := n.t.Charge(int64(d.Len())); err != nil {
		return err
	}
	for _, kv := range d.Items() { // a snapshot: a key's __str__ may change d
		ks, err := py.ToStr(n.t, kv[0])
		if err != nil {
			return err
		}
		key := prefix + n.sep + ks
		if sub := dictOf(kv[1]); sub != nil {
			err = n.leaves(sub, key, out)
		} else {
			err = out.Set(n.t, py.NewStr(key), kv[1])
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// flatten is pandas' nested_to_record for one dict at level: at level 0
// plain values keep their places and flattened dicts go to the end; below
// it every key is renamed prefix + sep + key in order. Dicts deeper than
// max_level stay values.
func (n *normalizer) flatten(d *py.Dict, prefix string, level int) (*py.Dict, error) {
	if err := n.t.EnterData(""); err != nil {
		return nil, err
	}
	defer n.t.LeaveData()
	if err := n.t.Charge(int64(d.Len())); err != nil {
		return nil, err
	}
	out, err := d.Copy(n.t)
	if err != nil {
		return nil, err
	}
	for _, kv := range d.Items() {
		k, v := kv[0], kv[1]
		ks, err := py.ToStr(n.t, k)
		if err != nil {
			return nil, err
		}
		key := ks
		if level != 0 {
			key = prefix + n.sep + ks
		}
		sub := dictOf(v)
		if sub == nil || n.maxLevel >= 0 && level >= n.maxLevel {
			if level != 0 {
				if _, _, err := out.Delete(n.t, k); err != nil {
					return nil, err
				}
				if err := out.Set(n.t, py.NewStr(key), v); err != nil {
					return nil, err
				}
			}
			continue
		}
		if _, _, err := out.Delete(n.t, k); err != nil {
			return nil, err
		}
		flat, err := n.flatten(sub, key, level+1)
		if err != nil {
			return nil, err
		}
		for _, fkv := range flat.Items() {
			if err := out.Set(n.t, fkv[0], fkv[1]); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// pathOf returns a record_path or meta entry as its list of keys, a
// copy: the lookups along it may call a mapping's __getitem__.
func (n *normalizer) pathOf(v py.Value) ([]py.Value, error) {
	if l, ok := v.(*py.List); ok {
		return n.m.itemsSnapshot(n.t, l)
	}
	return []py.Value{v}, nil
}

// pull is pandas' _pull_field: js[spec...], with its KeyErrors (NaN for
// a missing meta field under errors='ignore').
func (n *normalizer) pull(js py.Value, spec []py.Value, record bool) (py.Value, error) {
	r := js
	for _, field := range spec {
		var err error
		if r == py.None {
			err = py.NewKeyError(field)
		} else {
			r, err = py.GetItem(n.t, r, field)
		}
		if err != nil {
			ex, ok := err.(*py.Exception)
			if !ok || !ex.Matches(py.KeyErrorType) {
				return nil, err
			}
			kr, rerr := py.Repr(n.t, field)
			if rerr != nil {
				return nil, rerr
			}
			if record {
				return nil, py.NewException(py.KeyErrorType, "Key "+kr+" not found. If specifying a record_path, all elements of data should have the path.")
			}
			if n.ignore {
				return py.Float(math.NaN()), nil
			}
			return nil, py.NewException(py.KeyErrorType, "Key "+kr+" not found. To replace missing values of "+kr+" with np.nan, pass in errors='ignore'")
		}
	}
	return r, nil
}

// records is json_normalize with a record_path: the rows are the dicts of
// the lists found there, each flattened, and each meta path a column of
// object values repeated for the rows of its record.
func (n *normalizer) records(rows []py.Value, recordPath, meta, metaPrefix, recordPrefix py.Value) (py.Value, error) {
	path, err := n.pathOf(recordPath)
	if err != nil {
		return nil, err
	}
	var metas [][]py.Value
	if meta != py.None {
		ml, ok := meta.(*py.List)
		if !ok {
			ml = py.NewList([]py.Value{meta})
		}
		if err := charge(n.t, dtObject, 2*ml.Len()); err != nil {
			return nil, err
		}
		for _, e := range ml.Items() {
			p, err := n.pathOf(e)
			if err != nil {
				return nil, err
			}
			metas = append(metas, p)
		}
	}
	metaKeys := make([]string, len(metas))
	for i, p := range metas {
		parts := make([]string, len(p))
		for j, f := range p {
			s, err := py.ToStr(n.t, f)
			if err != nil {
				return nil, err
			}
			parts[j] = s
		}
		size := len(n.sep) * len(parts)
		for _, s := range parts {
			size += len(s)
		}
		if err := n.t.Alloc(int64(size)); err != nil {
			return nil, err
		}
		metaKeys[i] = strings.Join(parts, n.sep)
	}
	var records []py.Value
	metaVals := make([][]py.Value, len(metas))
	seen := make([]py.Value, len(metas))
	var extract func(data py.Value, path []py.Value, level int) error
	extract = func(data py.Value, path []py.Value, level int) error {
		objs := []py.Value{data}
		if dictOf(data) == nil {
			items, err := n.m.listItems(n.t, data)
			if err != nil {
				return err
			}
			objs = items
		}
		if err := n.t.Charge(int64(len(objs))); err != nil {
			return err
		}
		if len(path) > 1 {
			for _, obj := range objs {
				for i, p := range metas {
					if level+1 == len(p) {
						v, err := n.pull(obj, p[len(p)-1:], false)
						if err != nil {
							return err
						}
						seen[i] = v
					}
				}
				next, err := py.GetItem(n.t, obj, path[0])
				if err != nil {
					return err
				}
				if err := extract(next, path[1:], level+1); err != nil {
					return err
				}
			}
			return nil
		}
		for _, obj := range objs {
			recs, err := n.pull(obj, path[:1], true)
			if err != nil {
				return err
			}
			var items []py.Value
			if l, ok := recs.(*py.List); ok {
				if items, err = n.m.itemsSnapshot(n.t, l); err != nil {
					return err
				}
			} else if !isNAValue(recs) {
				s, _ := py.ToStr(n.t, obj)
				rs, _ := py.ToStr(n.t, recs)
				ps, _ := py.ToStr(n.t, path[0])
				return py.NewTypeError("%s has non list value %s for path %s. Must be list or null.", s, rs, ps)
			}
			if err := charge(n.t, dtObject, len(items)*(1+len(metas))); err != nil {
				return err
			}
			for _, r := range items {
				if d := dictOf(r); d != nil {
					f, err := n.flatten(d, "", 0)
					if err != nil {
						return err
					}
					r = f
				}
				records = append(records, r)
			}
			for i, p := range metas {
				var v py.Value
				if level+1 > len(p) {
					v = seen[i]
				} else if v, err = n.pull(obj, p[level:], false); err != nil {
					return err
				}
				for range items {
					metaVals[i] = append(metaVals[i], v)
				}
			}
		}
		return nil
	}
	for _, r := range rows {
		if err := extract(r, path, 0); err != nil {
			return nil, err
		}
	}
	frame, err := py.Call(n.t, n.m.frameCls, []py.Value{py.NewList(records)}, nil)
	if err != nil {
		return nil, err
	}
	if rp, ok := strOf(recordPrefix); ok {
		prefix := rp
		rename := py.NewBuiltin("<lambda>", func(t *py.Thread, _ py.Value, args []py.Value, _ []py.Kwarg) (py.Value, error) {
			s, err := py.ToStr(t, args[0])
			if err != nil {
				return nil, err
			}
			return py.NewStr(prefix + s), nil
		})
		if frame, err = py.CallMethod(n.t, frame, "rename", nil, []py.Kwarg{{Name: "columns", Value: rename}}); err != nil {
			return nil, err
		}
	}
	mp, _ := strOf(metaPrefix)
	for i, key := range metaKeys {
		key = mp + key
		k := py.NewStr(key)
		in, err := py.Contains(n.t, frame, k)
		if err != nil {
			return nil, err
		}
		if in {
			return nil, py.NewValueError("Conflicting metadata name %s, need distinguishing prefix ", key)
		}
		col, err := py.Call(n.t, n.m.seriesCls, []py.Value{py.NewList(metaVals[i])}, []py.Kwarg{{Name: "dtype", Value: py.NewStr("object")}})
		if err != nil {
			return nil, err
		}
		if err := py.SetItem(n.t, frame, k, col); err != nil {
			return nil, err
		}
	}
	return frame, nil
}
