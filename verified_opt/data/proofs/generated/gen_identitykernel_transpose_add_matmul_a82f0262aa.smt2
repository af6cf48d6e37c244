; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, matmul_dist_left, matmul_dist_right, matmul_transpose2, transpose2_add, transpose_idkernel2
; z3 rlimit used: 75553
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun idkernel2 (Int) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun add (T T) T)
(declare-fun matmul (T T) T)
(declare-fun sym_c () Int)
(declare-fun rank (T) Int)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(assert
 (forall ((c Int) )(! (let ((?x10 (idkernel2 c)))
 (let ((?x11 (transpose2 1 0 ?x10)))
 (let (($x12 (= ?x11 ?x10)))
 (=> (and (>= c 1)) $x12)))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x40 (add Y X)))
 (let ((?x39 (add X Y)))
 (= ?x39 ?x40))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x48 (matmul A C)))
 (let ((?x49 (add (matmul A B) ?x48)))
 (let ((?x39 (add B C)))
 (let ((?x46 (matmul A ?x39)))
 (= ?x46 ?x49))))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x56 (matmul B C)))
 (let ((?x48 (matmul A C)))
 (let ((?x57 (add ?x48 ?x56)))
 (let ((?x55 (matmul (add A B) C)))
 (= ?x55 ?x57))))) :pattern ( (matmul (add A B) C) ) :pattern ( (add (matmul A C) (matmul B C)) ) :qid matmul_dist_left))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x65 (matmul (transpose2 1 0 B) (transpose2 1 0 A))))
 (let ((?x56 (matmul A B)))
 (let ((?x62 (transpose2 1 0 ?x56)))
 (= ?x62 ?x65)))) :pattern ( (transpose2 1 0 (matmul A B)) ) :pattern ( (matmul (transpose2 1 0 B) (transpose2 1 0 A)) ) :qid matmul_transpose2))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x79 (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x76 (transpose2 p0 p1 (add X Y))))
 (let (($x80 (= ?x76 ?x79)))
 (let (($x73 (and (>= p0 0) (>= p1 0))))
 (=> $x73 $x80))))) :pattern ( (transpose2 p0 p1 (add X Y)) ) :pattern ( (add (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_add))
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
 (let ((?x105 (transpose2 1 0 in_w1)))
 (let ((?x98 (idkernel2 sym_c)))
 (let ((?x112 (add ?x98 ?x105)))
 (let ((?x119 (matmul ?x112 ?x105)))
 (= (rank ?x119) 2))))))
(assert
 (let ((?x105 (transpose2 1 0 in_w1)))
 (let ((?x98 (idkernel2 sym_c)))
 (let ((?x112 (add ?x98 ?x105)))
 (let ((?x119 (matmul ?x112 ?x105)))
 (= (dim ?x119 0) sym_c))))))
(assert
 (let ((?x105 (transpose2 1 0 in_w1)))
 (let ((?x98 (idkernel2 sym_c)))
 (let ((?x112 (add ?x98 ?x105)))
 (let ((?x119 (matmul ?x112 ?x105)))
 (= (dim ?x119 1) sym_c))))))
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
 (let ((?x98 (idkernel2 sym_c)))
 (let ((?x126 (add in_w1 ?x98)))
 (let ((?x133 (matmul in_w1 ?x126)))
 (let ((?x140 (transpose2 1 0 ?x133)))
 (= (rank ?x140) 2))))))
(assert
 (let ((?x98 (idkernel2 sym_c)))
 (let ((?x126 (add in_w1 ?x98)))
 (let ((?x133 (matmul in_w1 ?x126)))
 (let ((?x140 (transpose2 1 0 ?x133)))
 (= (dim ?x140 0) sym_c))))))
(assert
 (let ((?x98 (idkernel2 sym_c)))
 (let ((?x126 (add in_w1 ?x98)))
 (let ((?x133 (matmul in_w1 ?x126)))
 (let ((?x140 (transpose2 1 0 ?x133)))
 (= (dim ?x140 1) sym_c))))))
(assert
 (let ((?x98 (idkernel2 sym_c)))
(let ((?x126 (add in_w1 ?x98)))
(let ((?x133 (matmul in_w1 ?x126)))
(let ((?x140 (transpose2 1 0 ?x133)))
(let ((?x105 (transpose2 1 0 in_w1)))
(let ((?x112 (add ?x98 ?x105)))
(let ((?x119 (matmul ?x112 ?x105)))
(and (distinct ?x119 ?x140) true)))))))))
(check-sat)
