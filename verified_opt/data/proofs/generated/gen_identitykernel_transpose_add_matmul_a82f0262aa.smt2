; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_transpose2, transpose2_add, transpose_idkernel2
; z3 rlimit used: 17544
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= c 1)) $x12)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x88 (add Y X)))
 (let ((?x87 (add X Y)))
 (let (($x89 (= ?x87 ?x88)))
 (let (($x85 (=> (> (- (- (rank X) 0) 0) 5) (= (dim X (+ 0 5)) (dim Y (+ 0 5))))))
 (let (($x78 (=> (> (- (- (rank X) 0) 0) 4) (= (dim X (+ 0 4)) (dim Y (+ 0 4))))))
 (let (($x71 (=> (> (- (- (rank X) 0) 0) 3) (= (dim X (+ 0 3)) (dim Y (+ 0 3))))))
 (let (($x64 (=> (> (- (- (rank X) 0) 0) 2) (= (dim X (+ 0 2)) (dim Y (+ 0 2))))))
 (let (($x57 (=> (> (- (- (rank X) 0) 0) 1) (= (dim X (+ 0 1)) (dim Y (+ 0 1))))))
 (let (($x51 (=> (> (- (- (rank X) 0) 0) 0) (= (dim X (+ 0 0)) (dim Y (+ 0 0))))))
 (let (($x86 (and (= (- (- (rank Y) 0) 0) (- (- (rank X) 0) 0)) $x51 $x57 $x64 $x71 $x78 $x85)))
 (=> $x86 $x89))))))))))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x136 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x108 (transpose2 1 0 (matmul A B))))
 (let (($x137 (= ?x108 ?x136)))
 (let (($x120 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x120 $x137))))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x159 (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x156 (transpose2 p0 p1 (add X Y))))
 (let (($x160 (= ?x156 ?x159)))
 (let (($x154 (and (>= p0 0) (>= p1 0) (= (rank X) 2) (= (rank Y) 2))))
 (=> $x154 $x160))))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
 )
(assert
 (>= sym_c 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_w1)) 2))
(assert
 (= (dim (transpose2 1 0 in_w1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_w1) 1) sym_c))
(assert
 (= (rank (add (idkernel2 sym_c) (transpose2 1 0 in_w1))) 2))
(assert
 (= (dim (add (idkernel2 sym_c) (transpose2 1 0 in_w1)) 0) sym_c))
(assert
 (= (dim (add (idkernel2 sym_c) (transpose2 1 0 in_w1)) 1) sym_c))
(assert
 (let ((?x184 (transpose2 1 0 in_w1)))
 (let ((?x177 (idkernel2 sym_c)))
 (let ((?x191 (add ?x177 ?x184)))
 (let ((?x198 (matmul ?x191 ?x184)))
 (= (rank ?x198) 2))))))
(assert
 (let ((?x184 (transpose2 1 0 in_w1)))
 (let ((?x177 (idkernel2 sym_c)))
 (let ((?x191 (add ?x177 ?x184)))
 (let ((?x198 (matmul ?x191 ?x184)))
 (= (dim ?x198 0) sym_c))))))
(assert
 (let ((?x184 (transpose2 1 0 in_w1)))
 (let ((?x177 (idkernel2 sym_c)))
 (let ((?x191 (add ?x177 ?x184)))
 (let ((?x198 (matmul ?x191 ?x184)))
 (= (dim ?x198 1) sym_c))))))
(assert
 (= (rank (add in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (= (dim (add in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (matmul in_w1 (add in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_w1 (add in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (= (dim (matmul in_w1 (add in_w1 (idkernel2 sym_c))) 1) sym_c))
(assert
 (let ((?x177 (idkernel2 sym_c)))
 (let ((?x205 (add in_w1 ?x177)))
 (let ((?x212 (matmul in_w1 ?x205)))
 (let ((?x219 (transpose2 1 0 ?x212)))
 (= (rank ?x219) 2))))))
(assert
 (let ((?x177 (idkernel2 sym_c)))
 (let ((?x205 (add in_w1 ?x177)))
 (let ((?x212 (matmul in_w1 ?x205)))
 (let ((?x219 (transpose2 1 0 ?x212)))
 (= (dim ?x219 0) sym_c))))))
(assert
 (let ((?x177 (idkernel2 sym_c)))
 (let ((?x205 (add in_w1 ?x177)))
 (let ((?x212 (matmul in_w1 ?x205)))
 (let ((?x219 (transpose2 1 0 ?x212)))
 (= (dim ?x219 1) sym_c))))))
(assert
 (let ((?x177 (idkernel2 sym_c)))
(let ((?x205 (add in_w1 ?x177)))
(let ((?x212 (matmul in_w1 ?x205)))
(let ((?x219 (transpose2 1 0 ?x212)))
(let ((?x184 (transpose2 1 0 in_w1)))
(let ((?x191 (add ?x177 ?x184)))
(let ((?x198 (matmul ?x191 ?x184)))
(and (distinct ?x198 ?x219) true)))))))))
(check-sat)
