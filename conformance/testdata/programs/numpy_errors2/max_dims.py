# krait-run: --allow-import numpy.*
# numpy arrays have at most 32 dimensions: every way of making more
# raises numpy's error.
import numpy as np


def t(label, f):
    try:
        r = f()
        print(label, "ok", r)
    except Exception as e:
        print(label, type(e).__name__, e)


def nested(depth):
    x = 1
    for _ in range(depth):
        x = [x]
    return x


t("ones 40", lambda: np.ones((1,) * 40).shape)
t("ones 33", lambda: np.ones((1,) * 33).shape)
t("ones 32", lambda: np.ones((1,) * 32).ndim)
t("ones from array", lambda: np.ones(np.ones(33, dtype=int)).shape)
t("zeros list", lambda: np.zeros([1] * 33).shape)
t("empty", lambda: np.empty((1,) * 33).shape)
t("full", lambda: np.full((1,) * 33, 2).shape)
t("ndarray", lambda: np.ndarray((1,) * 33).shape)
t("reshape", lambda: np.zeros(1).reshape((1,) * 33).shape)
t("reshape args", lambda: np.zeros(1).reshape(*(1,) * 33).shape)
t("reshape 32", lambda: np.zeros(1).reshape((1,) * 32).ndim)
t("np.reshape", lambda: np.reshape(np.zeros(1), (1,) * 33).shape)
t("index None", lambda: np.zeros(1)[(None,) * 33].shape)
t("index None 31", lambda: np.zeros(1)[(None,) * 31].ndim)
t("newaxis on 32", lambda: np.zeros((1,) * 32)[np.newaxis].shape)
t("newaxis and slices", lambda: np.zeros((2,) * 2)[(slice(None), None) * 16].ndim)
t("expand_dims", lambda: np.expand_dims(np.zeros((1,) * 32), 0).shape)
t("expand_dims tuple", lambda: np.expand_dims(np.zeros(1), tuple(range(33))).shape)
t("broadcast_to", lambda: np.broadcast_to(np.zeros(1), (1,) * 33).shape)
t("nested 33", lambda: np.array(nested(33)).shape)
t("nested 32", lambda: np.array(nested(32)).ndim)
t("tile", lambda: np.tile(np.zeros(1), (1,) * 33).shape)
t("tile 32", lambda: np.tile(np.zeros(1), (1,) * 32).ndim)
t("stack", lambda: np.stack([np.zeros((1,) * 32)]).shape)
t("indices", lambda: np.indices((1,) * 32).shape)
t("meshgrid", lambda: len(np.meshgrid(*[np.zeros(1)] * 33)))
t("meshgrid 32", lambda: len(np.meshgrid(*[np.zeros(1)] * 32)))
t("outer", lambda: np.multiply.outer(np.zeros((1,) * 17), np.zeros((1,) * 17)).shape)
t("add outer", lambda: np.add.outer(np.zeros((1,) * 16), np.zeros((1,) * 16)).ndim)
t("shape set", lambda: setattr(np.zeros(1), "shape", (1,) * 33))
t("random", lambda: np.random.random((1,) * 33).shape)
t("ones_like", lambda: np.ones_like(np.zeros((1,) * 32)).ndim)
t("transpose", lambda: np.zeros((1,) * 32).T.ndim)
t("sum keepdims", lambda: np.zeros((1,) * 32).sum(keepdims=True).ndim)
t("squeeze", lambda: np.zeros((1,) * 32).squeeze().ndim)
t("mgrid", lambda: np.mgrid[(slice(0, 1),) * 33].shape)
t("mgrid 31", lambda: np.mgrid[(slice(0, 1),) * 31].ndim)
t("mgrid 32", lambda: np.mgrid[(slice(0, 1),) * 32].ndim)
t("dot", lambda: np.dot(np.zeros((1,) * 20), np.zeros((1,) * 20)).shape)
t("tensordot", lambda: np.tensordot(np.zeros((1,) * 20), np.zeros((1,) * 20), axes=0).shape)


def nested_arrays(depth):
    x = np.zeros(1)
    for _ in range(depth):
        x = [x]
    return x


t("block", lambda: np.block(nested_arrays(33)).shape)
t("block 31", lambda: np.block(nested_arrays(31)).ndim)
letters = "abcdefghijklmnopqrstuvwxyzABCDEFG"
t("einsum operands", lambda: np.einsum(",".join(letters) + "->" + letters, *[np.zeros(1)] * 33).shape)
t("sliding window", lambda: np.lib.stride_tricks.sliding_window_view(np.zeros((1,) * 17), (1,) * 17).shape)
t("sliding window 32", lambda: np.lib.stride_tricks.sliding_window_view(np.zeros((1,) * 16), (1,) * 16).ndim)
t("ix_", lambda: len(np.ix_(*[np.arange(1)] * 33)))
t("einsum output", lambda: np.einsum(letters[:20] + "," + letters[20:33] + "->" + letters, np.zeros((1,) * 20), np.zeros((1,) * 13)).shape)
t("einsum output 32", lambda: np.einsum(letters[:16] + "," + letters[16:32] + "->" + letters[:32], np.zeros((1,) * 16), np.zeros((1,) * 16)).ndim)
calls = []


def lane(v):
    calls.append(len(v))
    return np.zeros((1,) * 31)


t("apply_along_axis", lambda: np.apply_along_axis(lane, 0, np.zeros((2, 2, 2))).shape)
print("apply_along_axis calls", len(calls))
t("apply_along_axis 32", lambda: np.apply_along_axis(lambda v: np.zeros((1,) * 31), 0, np.zeros((2, 2))).ndim)
t("quantile q 3-d", lambda: np.quantile(np.zeros(3), np.zeros((1,) * 3)).shape)
t("quantile q 32-d", lambda: np.quantile(np.zeros((3, 2)), np.zeros((1,) * 32), axis=0, keepdims=True).shape)
t("quantile q 2-d", lambda: np.quantile(np.zeros((3, 2)), np.zeros((1, 2)), axis=0, keepdims=True).shape)
t("nanpercentile q 3-d", lambda: np.nanpercentile(np.zeros(3), np.zeros((1,) * 3)).shape)
t("quantile q 3-d bad axis", lambda: np.quantile(np.zeros(3), np.zeros((1,) * 3), axis=1).shape)
