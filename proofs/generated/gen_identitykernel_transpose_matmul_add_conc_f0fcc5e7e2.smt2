; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_inner, matmul_idkernel_right, transpose2_concat1, transpose_idkernel2
; z3 rlimit used: 49334
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun transpose2 (Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_n () Int)
(declare-fun sym_c () Int)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (c Int) )(! (let ((?x11 (idkernel2 c)))
 (let ((?x12 (matmul A ?x11)))
 (let (($x13 (= ?x12 A)))
 (=> (and (= (dim A 1) c)) $x13)))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((c Int) )(! (let ((?x11 (idkernel2 c)))
 (let ((?x38 (transpose2 1 0 ?x11)))
 (= ?x38 ?x11))) :pattern ( (transpose2 1 0 (idkernel2 c)) ) :pattern ( (idkernel2 c) ) :qid transpose_idkernel2))
 )
(assert
 (forall ((A1 T) (A2 T) (B1 T) (B2 T) (ax Int) (_t0 Int) )(! (let ((?x58 (concat _t0 B1 B2)))
 (let ((?x59 (matmul (concat ax A1 A2) ?x58)))
 (let (($x63 (= ?x59 (add (matmul A1 B1) (matmul A2 B2)))))
 (let (($x54 (and (= ax (- (rank A1) 1)) (= (dim A1 ax) (dim B1 (- ax 1))) (= _t0 (- ax 1)))))
 (=> $x54 $x63))))) :pattern ( (matmul (concat ax A1 A2) (concat _t0 B1 B2)) ) :qid matmul_concat_inner))
 )
(assert
 (forall ((X T) (Y T) (p0 Int) (p1 Int) )(! (let ((?x69 (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y))))
 (let ((?x58 (concat p1 X Y)))
 (let ((?x68 (transpose2 p0 p1 ?x58)))
 (= ?x68 ?x69)))) :pattern ( (transpose2 p0 p1 (concat p1 X Y)) ) :pattern ( (concat 1 (transpose2 p0 p1 X) (transpose2 p0 p1 Y)) ) :qid transpose2_concat1))
 )
(assert
 (>= sym_n 1))
(assert
 (>= sym_c 1))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (transpose2 1 0 in_x1)) 2))
(assert
 (= (dim (transpose2 1 0 in_x1) 0) sym_c))
(assert
 (= (dim (transpose2 1 0 in_x1) 1) sym_n))
(assert
 (= (rank (matmul (transpose2 1 0 in_x1) in_x1)) 2))
(assert
 (= (dim (matmul (transpose2 1 0 in_x1) in_x1) 0) sym_c))
(assert
 (= (dim (matmul (transpose2 1 0 in_x1) in_x1) 1) sym_c))
(assert
 (let ((?x108 (transpose2 1 0 in_x1)))
 (let ((?x115 (matmul ?x108 in_x1)))
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x122 (add ?x101 ?x115)))
 (= (rank ?x122) 2))))))
(assert
 (let ((?x108 (transpose2 1 0 in_x1)))
 (let ((?x115 (matmul ?x108 in_x1)))
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x122 (add ?x101 ?x115)))
 (= (dim ?x122 0) sym_c))))))
(assert
 (let ((?x108 (transpose2 1 0 in_x1)))
 (let ((?x115 (matmul ?x108 in_x1)))
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x122 (add ?x101 ?x115)))
 (= (dim ?x122 1) sym_c))))))
(assert
 (= (rank (concat 0 (idkernel2 sym_c) in_x1)) 2))
(assert
 (let ((?x133 (+ sym_c sym_n)))
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x129 (concat 0 ?x101 in_x1)))
 (let ((?x132 (dim ?x129 0)))
 (= ?x132 ?x133))))))
(assert
 (= (dim (concat 0 (idkernel2 sym_c) in_x1) 1) sym_c))
(assert
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x129 (concat 0 ?x101 in_x1)))
 (let ((?x137 (transpose2 1 0 ?x129)))
 (= (rank ?x137) 2)))))
(assert
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x129 (concat 0 ?x101 in_x1)))
 (let ((?x137 (transpose2 1 0 ?x129)))
 (= (dim ?x137 0) sym_c)))))
(assert
 (let ((?x133 (+ sym_c sym_n)))
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x129 (concat 0 ?x101 in_x1)))
 (let ((?x137 (transpose2 1 0 ?x129)))
 (let ((?x142 (dim ?x137 1)))
 (= ?x142 ?x133)))))))
(assert
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x129 (concat 0 ?x101 in_x1)))
 (let ((?x137 (transpose2 1 0 ?x129)))
 (let ((?x144 (matmul ?x137 ?x129)))
 (= (rank ?x144) 2))))))
(assert
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x129 (concat 0 ?x101 in_x1)))
 (let ((?x137 (transpose2 1 0 ?x129)))
 (let ((?x144 (matmul ?x137 ?x129)))
 (= (dim ?x144 0) sym_c))))))
(assert
 (let ((?x101 (idkernel2 sym_c)))
 (let ((?x129 (concat 0 ?x101 in_x1)))
 (let ((?x137 (transpose2 1 0 ?x129)))
 (let ((?x144 (matmul ?x137 ?x129)))
 (= (dim ?x144 1) sym_c))))))
(assert
 (let ((?x101 (idkernel2 sym_c)))
(let ((?x129 (concat 0 ?x101 in_x1)))
(let ((?x137 (transpose2 1 0 ?x129)))
(let ((?x144 (matmul ?x137 ?x129)))
(let ((?x108 (transpose2 1 0 in_x1)))
(let ((?x115 (matmul ?x108 in_x1)))
(let ((?x122 (add ?x101 ?x115)))
(and (distinct ?x122 ?x144) true)))))))))
(check-sat)
