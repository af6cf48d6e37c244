; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemmnc_matmul, gemmnc_smul_left, matmul_concat_rows
; z3 rlimit used: 30243
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun matmul (T T) T)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun rank (T) Int)
(declare-fun smul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) )(! (let ((?x16 (matmul A B)))
 (let ((?x15 (gemmnc 0 0 1.0 A B)))
 (let (($x17 (= ?x15 ?x16)))
 (let (($x12 (and (= (rank A) 2) (= (rank B) 2))))
 (=> $x12 $x17))))) :pattern ( (gemmnc 0 0 1.0 A B) ) :pattern ( (matmul A B) ) :qid gemmnc_matmul))
 )
(assert
 (forall ((A T) (B T) (S T) (al Real) (ta Int) (tb Int) )(! (let ((?x59 (smul (gemmnc ta tb al A B) S)))
 (let ((?x57 (gemmnc ta tb al (smul A S) B)))
 (let (($x60 (= ?x57 ?x59)))
 (let (($x45 (>= tb 0)))
 (let (($x55 (and (>= ta 0) $x45 (= (rank A) 2) (= (rank B) 2) (= (rank S) 0))))
 (=> $x55 $x60)))))) :pattern ( (gemmnc ta tb al (smul A S) B) ) :pattern ( (smul (gemmnc ta tb al A B) S) ) :qid gemmnc_smul_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x145 (concat ax (matmul A C) (matmul B C))))
 (let ((?x142 (matmul (concat ax A B) C)))
 (let (($x146 (= ?x142 ?x145)))
 (let ((?x53 (rank A)))
 (let ((?x68 (- ?x53 2)))
 (let ((?x70 (- ?x68 0)))
 (let (($x115 (> ?x70 5)))
 (let (($x108 (> ?x70 4)))
 (let (($x101 (> ?x70 3)))
 (let (($x94 (> ?x70 2)))
 (let (($x88 (> ?x70 1)))
 (let (($x81 (> ?x70 0)))
 (let (($x45 (>= ax 0)))
 (let (($x140 (and (= ax ?x68) $x45 (>= ?x70 0) (>= (- (- (rank B) 2) 0) 0) (>= (- (- (rank C) 2) 0) 0) (= (- (- (rank B) 2) 0) ?x70) (=> $x81 (= (dim A (+ 0 0)) (dim B (+ 0 0)))) (=> $x88 (= (dim A (+ 0 1)) (dim B (+ 0 1)))) (=> $x94 (= (dim A (+ 0 2)) (dim B (+ 0 2)))) (=> $x101 (= (dim A (+ 0 3)) (dim B (+ 0 3)))) (=> $x108 (= (dim A (+ 0 4)) (dim B (+ 0 4)))) (=> $x115 (= (dim A (+ 0 5)) (dim B (+ 0 5)))) (= (- (- (rank C) 2) 0) ?x70) (=> $x81 (= (dim A (+ 0 0)) (dim C (+ 0 0)))) (=> $x88 (= (dim A (+ 0 1)) (dim C (+ 0 1)))) (=> $x94 (= (dim A (+ 0 2)) (dim C (+ 0 2)))) (=> $x101 (= (dim A (+ 0 3)) (dim C (+ 0 3)))) (=> $x108 (= (dim A (+ 0 4)) (dim C (+ 0 4)))) (=> $x115 (= (dim A (+ 0 5)) (dim C (+ 0 5)))))))
 (=> $x140 $x146))))))))))))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (>= sym_c 1))
(assert
 (>= sym_c2 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_s1) 0))
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
 (= (rank (smul (matmul in_x1 in_w1) in_s1)) 2))
(assert
 (= (dim (smul (matmul in_x1 in_w1) in_s1) 0) sym_n))
(assert
 (= (dim (smul (matmul in_x1 in_w1) in_s1) 1) sym_c2))
(assert
 (let ((?x177 (matmul in_x1 in_w1)))
 (let ((?x248 (smul ?x177 in_s1)))
 (let ((?x255 (concat 0 ?x248 ?x177)))
 (= (rank ?x255) 2)))))
(assert
 (let ((?x259 (* 2 sym_n)))
 (let ((?x177 (matmul in_x1 in_w1)))
 (let ((?x248 (smul ?x177 in_s1)))
 (let ((?x255 (concat 0 ?x248 ?x177)))
 (let ((?x258 (dim ?x255 0)))
 (= ?x258 ?x259)))))))
(assert
 (let ((?x177 (matmul in_x1 in_w1)))
 (let ((?x248 (smul ?x177 in_s1)))
 (let ((?x255 (concat 0 ?x248 ?x177)))
 (= (dim ?x255 1) sym_c2)))))
(assert
 (let ((?x259 (* 2 sym_n)))
 (>= ?x259 0)))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (concat 0 (smul in_x1 in_s1) in_x1)) 2))
(assert
 (let ((?x259 (* 2 sym_n)))
 (let ((?x264 (smul in_x1 in_s1)))
 (let ((?x271 (concat 0 ?x264 in_x1)))
 (let ((?x274 (dim ?x271 0)))
 (= ?x274 ?x259))))))
(assert
 (= (dim (concat 0 (smul in_x1 in_s1) in_x1) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 (smul in_x1 in_s1) in_x1) in_w1)) 2))
(assert
 (let ((?x259 (* 2 sym_n)))
 (let ((?x264 (smul in_x1 in_s1)))
 (let ((?x271 (concat 0 ?x264 in_x1)))
 (let ((?x278 (matmul ?x271 in_w1)))
 (let ((?x281 (dim ?x278 0)))
 (= ?x281 ?x259)))))))
(assert
 (let ((?x264 (smul in_x1 in_s1)))
 (let ((?x271 (concat 0 ?x264 in_x1)))
 (let ((?x278 (matmul ?x271 in_w1)))
 (= (dim ?x278 1) sym_c2)))))
(assert
 (let ((?x264 (smul in_x1 in_s1)))
(let ((?x271 (concat 0 ?x264 in_x1)))
(let ((?x278 (matmul ?x271 in_w1)))
(let ((?x177 (matmul in_x1 in_w1)))
(let ((?x248 (smul ?x177 in_s1)))
(let ((?x255 (concat 0 ?x248 ?x177)))
(and (distinct ?x255 ?x278) true))))))))
(check-sat)
