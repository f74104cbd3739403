"""Typed JSON: the value encoding of krait serve (docs/service.md, "Values").

JSON values are themselves; a one-member object whose name starts with "$"
is a typed form for what JSON lacks (tuples, sets, bytes, datetimes, ...).
"""

import base64
import datetime
import json
import math

__all__ = ["encode", "decode", "KraitObject", "UnencodableError"]


class UnencodableError(TypeError):
    """A value that typed JSON cannot carry."""


class KraitObject:
    """A value krait could not send as JSON: its type and its repr."""

    __slots__ = ("type", "repr")

    def __init__(self, type, repr):
        self.type = type
        self.repr = repr

    def __repr__(self):
        return self.repr

    def __eq__(self, other):
        return isinstance(other, KraitObject) and (self.type, self.repr) == (other.type, other.repr)

    def __hash__(self):
        return hash((self.type, self.repr))


def _float(f):
    if math.isnan(f):
        return {"$float": "nan"}
    if math.isinf(f):
        return {"$float": "inf" if f > 0 else "-inf"}
    return f


def to_data(value, _depth=0):
    """Returns value as data for json.dumps (typed forms as dicts)."""
    if _depth > 100:
        raise UnencodableError("value nested deeper than 100 levels")
    d = _depth + 1
    if value is None:
        return None
    if isinstance(value, bool):
        return bool(value)
    if isinstance(value, str):
        return str(value)
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return _float(float(value))
    if isinstance(value, complex):
        return {"$complex": [_float(value.real), _float(value.imag)]}
    if isinstance(value, bytes):
        return {"$bytes": base64.b64encode(value).decode("ascii")}
    if isinstance(value, bytearray):
        return {"$bytearray": base64.b64encode(bytes(value)).decode("ascii")}
    if isinstance(value, tuple):
        return {"$tuple": [to_data(v, d) for v in value]}
    if isinstance(value, list):
        return [to_data(v, d) for v in value]
    if isinstance(value, frozenset):
        return {"$frozenset": [to_data(v, d) for v in value]}
    if isinstance(value, set):
        return {"$set": [to_data(v, d) for v in value]}
    if isinstance(value, dict):
        keys = list(value)
        if all(type(k) is str for k in keys) and not (len(keys) == 1 and keys[0].startswith("$")):
            return {k: to_data(v, d) for k, v in value.items()}
        return {"$dict": [[to_data(k, d), to_data(v, d)] for k, v in value.items()]}
    if isinstance(value, datetime.datetime):
        return {"$datetime": value.isoformat()}
    if isinstance(value, datetime.date):
        return {"$date": value.isoformat()}
    if isinstance(value, datetime.time):
        return {"$time": value.isoformat()}
    if isinstance(value, datetime.timedelta):
        return {"$timedelta": [value.days, value.seconds, value.microseconds]}
    raise UnencodableError(
        "a value of type '%s' cannot be sent to krait (send None, bool, int, float, complex, "
        "str, bytes, list, tuple, dict, set, datetime values or containers of them)" % type(value).__qualname__
    )


def encode(value):
    """Returns value as typed JSON text."""
    return json.dumps(to_data(value), ensure_ascii=False, allow_nan=False)


_FLOATS = {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}


def from_data(data):
    """Converts data from json.loads (typed forms included) to Python values."""
    if isinstance(data, list):
        return [from_data(v) for v in data]
    if not isinstance(data, dict):
        return data
    if len(data) == 1:
        (tag, payload), = data.items()
        if tag.startswith("$"):
            return _typed(tag, payload)
    return {k: from_data(v) for k, v in data.items()}


def _typed(tag, payload):
    if tag == "$tuple":
        return tuple(from_data(v) for v in payload)
    if tag == "$set":
        return set(from_data(v) for v in payload)
    if tag == "$frozenset":
        return frozenset(from_data(v) for v in payload)
    if tag == "$bytes":
        return base64.b64decode(payload)
    if tag == "$bytearray":
        return bytearray(base64.b64decode(payload))
    if tag == "$float":
        return _FLOATS[payload]
    if tag == "$complex":
        re, im = (from_data(v) for v in payload)
        return complex(re, im)
    if tag == "$dict":
        return {from_data(k): from_data(v) for k, v in payload}
    if tag == "$datetime":
        return datetime.datetime.fromisoformat(payload)
    if tag == "$date":
        return datetime.date.fromisoformat(payload)
    if tag == "$time":
        return datetime.time.fromisoformat(payload)
    if tag == "$timedelta":
        days, seconds, micros = payload
        return datetime.timedelta(days=days, seconds=seconds, microseconds=micros)
    if tag == "$object":
        return KraitObject(payload.get("type", ""), payload.get("repr", ""))
    raise ValueError("unknown typed form %r from krait" % tag)


def decode(text):
    """Returns the Python value of typed JSON text."""
    return from_data(json.loads(text))
