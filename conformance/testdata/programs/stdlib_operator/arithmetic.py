# krait-run: --allow-import operator
import operator as op
print(op.add(2, 3), op.sub(2, 3), op.mul(4, 5), op.truediv(7, 2), op.floordiv(7, 2), op.mod(7, 3), op.pow(2, 10))
print(op.lshift(1, 4), op.rshift(256, 2), op.and_(12, 10), op.or_(12, 10), op.xor(12, 10))
print(op.neg(5), op.pos(-5), op.abs(-3.5), op.inv(5), op.invert(0), op.index(7))
print(op.add('a', 'b'), op.mul([1], 3), op.concat([1], [2]), op.concat('x', 'y'))
print(op.not_(0), op.truth([]), op.is_(None, None), op.is_not(1, None))
print(op.lt(1, 2), op.le(2, 2), op.eq('a', 'a'), op.ne(1, 1), op.ge(1, 2), op.gt(3, 2))
