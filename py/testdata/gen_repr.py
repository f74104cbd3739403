# Generates repr.json: repr() and str() of values built the same way in
# py/repr_test.go, as printed by CPython 3.11. Run: python3 gen_repr.py
import json
cases = {
    'none': None, 'true': True, 'false': False, 'ellipsis': ..., 'notimpl': NotImplemented,
    'int': 12345, 'negint': -7, 'bigint': 2**100, 'negbig': -(3**70),
    'float': 1.5, 'float_int': 2.0, 'float_small': 1e-7, 'float_big': 1e22, 'float_inf': float('inf'), 'float_nan': float('nan'), 'float_negzero': -0.0, 'float_third': 1/3,
    'complex': complex(1, 2), 'complex_imag': 2j, 'complex_neg': complex(-1.5, -0.0),
    'str': 'hello', 'str_quote': "it's", 'str_both': 'a\'b"c', 'str_ctrl': 'tab\there\nnl\x00\x7f', 'str_uni': 'caf\u00e9 \u2603 \U0001f600', 'str_empty': '',
    'list_empty': [], 'list': [1, 'a', 2.5, None], 'list_nested': [[1, 2], [3, [4, []]]],
    'tuple_empty': (), 'tuple_one': (1,), 'tuple': (1, 'two', (3,)),
    'dict_empty': {}, 'dict': {'a': 1, 2: [3], (4, 5): {'x': None}},
    'set_empty': set(), 'set': {1, 2, 3}, 'frozenset_empty': frozenset(), 'frozenset': frozenset({7}),
    'range': range(10), 'range_step': range(1, 10, 3), 'range_neg': range(5, -5, -2),
    'slice': slice(1, None, 2), 'bytes': b'ab\x00\xff\'"', 'bytes_empty': b'', 'bytearray': bytearray(b'xy'),
    'type_int': int, 'type_dict': dict, 'exc_value': ValueError('bad value'), 'exc_key': KeyError('k'),
    'exc_empty': RuntimeError(), 'exc_two': OSError(2, 'No such file'), 'exc_stop': StopIteration(5),
    'keys': {'a': 1, 'b': 2}.keys(), 'values': {'a': 1}.values(), 'items': {'a': 1}.items(),
}
out = {k: [repr(v), str(v)] for k, v in cases.items()}
with open('repr.json', 'w') as f:
    json.dump(out, f, ensure_ascii=False, indent=0)
