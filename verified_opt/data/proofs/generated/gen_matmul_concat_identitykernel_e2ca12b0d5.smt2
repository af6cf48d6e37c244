; verified_opt proof obligation: unsat means the rule holds
; axioms used: concat_assoc, gemmnc_concat_cols, gemmnc_matmul, matmul_idkernel_right
; z3 rlimit used: 113396
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun dim (T Int) Int)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x20 (concat ax A (concat ax B C))))
 (let ((?x18 (concat ax (concat ax A B) C)))
 (let (($x21 (= ?x18 ?x20)))
 (let (($x15 (and (>= (rank A) 1) (>= (rank B) 1) (>= (rank C) 1))))
 (=> $x15 $x21))))) :pattern ( (concat ax (concat ax A B) C) ) :pattern ( (concat ax A (concat ax B C)) ) :qid concat_assoc))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x52 (matmul A (idkernel2 c))))
 (let (($x53 (= ?x52 A)))
 (let ((?x13 (rank A)))
 (let (($x49 (= ?x13 2)))
 (let (($x50 (and (= (dim A 1) c) $x49)))
 (=> $x50 $x53)))))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) )(! (let ((?x67 (matmul A B)))
 (let ((?x66 (gemmnc 0 0 1.0 A B)))
 (let (($x68 (= ?x66 ?x67)))
 (let ((?x13 (rank A)))
 (let (($x49 (= ?x13 2)))
 (let (($x63 (and $x49 (= (rank B) 2))))
 (=> $x63 $x68))))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B1 T) (B2 T) (al Real) (ta Int) )(! (let ((?x87 (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2))))
 (let ((?x84 (gemmnc ta 0 al A (concat 1 B1 B2))))
 (let (($x88 (= ?x84 ?x87)))
 (let (($x82 (and (>= ta 0) (= (rank A) 2) (= (rank B1) 2) (= (rank B2) 2))))
 (=> $x82 $x88))))) :pattern ( (gemmnc ta 0 al A (concat 1 B1 B2)) ) :pattern ( (concat 1 (gemmnc ta 0 al A B1) (gemmnc ta 0 al A B2)) ) :qid gemmnc_concat_cols))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_w1) 2))
(assert
 (= (dim in_w1 0) sym_c))
(assert
 (= (dim in_w1 1) sym_c2))
(assert
 (= (rank in_x1) 2))
(assert
 (= (dim in_x1 0) sym_n))
(assert
 (= (dim in_x1 1) sym_c))
(assert
 (= (rank (matmul in_x1 in_w1)) 2))
(assert
 (= (dim (matmul in_x1 in_w1) 0) sym_n))
(assert
 (= (dim (matmul in_x1 in_w1) 1) sym_c2))
(assert
 (= (rank (concat 1 (matmul in_x1 in_w1) in_x1)) 2))
(assert
 (= (dim (concat 1 (matmul in_x1 in_w1) in_x1) 0) sym_n))
(assert
 (let ((?x129 (+ sym_c2 sym_c)))
 (let ((?x116 (matmul in_x1 in_w1)))
 (let ((?x123 (concat 1 ?x116 in_x1)))
 (let ((?x128 (dim ?x123 1)))
 (= ?x128 ?x129))))))
(assert
 (let ((?x116 (matmul in_x1 in_w1)))
 (let ((?x123 (concat 1 ?x116 in_x1)))
 (let ((?x131 (concat 1 ?x116 ?x123)))
 (= (rank ?x131) 2)))))
(assert
 (let ((?x116 (matmul in_x1 in_w1)))
 (let ((?x123 (concat 1 ?x116 in_x1)))
 (let ((?x131 (concat 1 ?x116 ?x123)))
 (= (dim ?x131 0) sym_n)))))
(assert
 (let ((?x137 (* 2 sym_c2)))
 (let ((?x138 (+ ?x137 sym_c)))
 (let ((?x116 (matmul in_x1 in_w1)))
 (let ((?x123 (concat 1 ?x116 in_x1)))
 (let ((?x131 (concat 1 ?x116 ?x123)))
 (let ((?x136 (dim ?x131 1)))
 (= ?x136 ?x138))))))))
(assert
 (let ((?x129 (+ sym_c2 sym_c)))
 (>= ?x129 0)))
(assert
 (let ((?x137 (* 2 sym_c2)))
 (let ((?x138 (+ ?x137 sym_c)))
 (>= ?x138 0))))
(assert
 (= (rank (idkernel2 sym_c)) 2))
(assert
 (= (dim (idkernel2 sym_c) 0) sym_c))
(assert
 (= (dim (idkernel2 sym_c) 1) sym_c))
(assert
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x129 (+ sym_c2 sym_c)))
 (let ((?x142 (idkernel2 sym_c)))
 (let ((?x149 (concat 1 in_w1 ?x142)))
 (let ((?x154 (dim ?x149 1)))
 (= ?x154 ?x129))))))
(assert
 (let ((?x142 (idkernel2 sym_c)))
 (let ((?x149 (concat 1 in_w1 ?x142)))
 (let ((?x156 (concat 1 in_w1 ?x149)))
 (= (rank ?x156) 2)))))
(assert
 (let ((?x142 (idkernel2 sym_c)))
 (let ((?x149 (concat 1 in_w1 ?x142)))
 (let ((?x156 (concat 1 in_w1 ?x149)))
 (= (dim ?x156 0) sym_c)))))
(assert
 (let ((?x137 (* 2 sym_c2)))
 (let ((?x138 (+ ?x137 sym_c)))
 (let ((?x142 (idkernel2 sym_c)))
 (let ((?x149 (concat 1 in_w1 ?x142)))
 (let ((?x156 (concat 1 in_w1 ?x149)))
 (let ((?x161 (dim ?x156 1)))
 (= ?x161 ?x138))))))))
(assert
 (let ((?x142 (idkernel2 sym_c)))
 (let ((?x149 (concat 1 in_w1 ?x142)))
 (let ((?x156 (concat 1 in_w1 ?x149)))
 (let ((?x163 (matmul in_x1 ?x156)))
 (= (rank ?x163) 2))))))
(assert
 (let ((?x142 (idkernel2 sym_c)))
 (let ((?x149 (concat 1 in_w1 ?x142)))
 (let ((?x156 (concat 1 in_w1 ?x149)))
 (let ((?x163 (matmul in_x1 ?x156)))
 (= (dim ?x163 0) sym_n))))))
(assert
 (let ((?x137 (* 2 sym_c2)))
 (let ((?x138 (+ ?x137 sym_c)))
 (let ((?x142 (idkernel2 sym_c)))
 (let ((?x149 (concat 1 in_w1 ?x142)))
 (let ((?x156 (concat 1 in_w1 ?x149)))
 (let ((?x163 (matmul in_x1 ?x156)))
 (let ((?x168 (dim ?x163 1)))
 (= ?x168 ?x138)))))))))
(assert
 (let ((?x142 (idkernel2 sym_c)))
(let ((?x149 (concat 1 in_w1 ?x142)))
(let ((?x156 (concat 1 in_w1 ?x149)))
(let ((?x163 (matmul in_x1 ?x156)))
(let ((?x116 (matmul in_x1 in_w1)))
(let ((?x123 (concat 1 ?x116 in_x1)))
(let ((?x131 (concat 1 ?x116 ?x123)))
(and (distinct ?x131 ?x163) true)))))))))
(check-sat)
