# traceback: full
class Base:
    def __init__(self, size):
        self.cells = [0] * size
class Board(Base):
    def __init__(self, size):
        super().__init__(size)
        self.center = self.cells[size // 2]
Board(3)
Board(0)
