; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows, matmul_smul_left
; z3 rlimit used: 73855
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun smul (T T) T)
(declare-fun matmul (T T) T)
(declare-fun concat (Int T T) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun sym_c2 () Int)
(declare-fun sym_n () Int)
(declare-fun in_s1 () T)
(declare-fun in_w1 () T)
(declare-fun dim (T Int) Int)
(declare-fun in_x1 () T)
(assert
 (forall ((A T) (B T) (S T) )(! (let ((?x10 (matmul A B)))
 (let ((?x11 (smul ?x10 S)))
 (let ((?x9 (matmul (smul A S) B)))
 (= ?x9 ?x11)))) :pattern ( (matmul (smul A S) B) ) :pattern ( (smul (matmul A B) S) ) :qid matmul_smul_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x10 (matmul B C)))
 (let ((?x45 (concat ax (matmul A C) ?x10)))
 (let ((?x43 (matmul (concat ax A B) C)))
 (let (($x46 (= ?x43 ?x45)))
 (=> (and (= ax (- (rank A) 2)) (>= ax 0)) $x46))))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
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
 (let ((?x84 (matmul in_x1 in_w1)))
 (let ((?x91 (smul ?x84 in_s1)))
 (let ((?x98 (concat 0 ?x84 ?x91)))
 (= (rank ?x98) 2)))))
(assert
 (let ((?x102 (* 2 sym_n)))
 (let ((?x84 (matmul in_x1 in_w1)))
 (let ((?x91 (smul ?x84 in_s1)))
 (let ((?x98 (concat 0 ?x84 ?x91)))
 (let ((?x101 (dim ?x98 0)))
 (= ?x101 ?x102)))))))
(assert
 (let ((?x84 (matmul in_x1 in_w1)))
 (let ((?x91 (smul ?x84 in_s1)))
 (let ((?x98 (concat 0 ?x84 ?x91)))
 (= (dim ?x98 1) sym_c2)))))
(assert
 (let ((?x102 (* 2 sym_n)))
 (>= ?x102 0)))
(assert
 (= (rank (smul in_x1 in_s1)) 2))
(assert
 (= (dim (smul in_x1 in_s1) 0) sym_n))
(assert
 (= (dim (smul in_x1 in_s1) 1) sym_c))
(assert
 (= (rank (concat 0 in_x1 (smul in_x1 in_s1))) 2))
(assert
 (let ((?x102 (* 2 sym_n)))
 (let ((?x107 (smul in_x1 in_s1)))
 (let ((?x114 (concat 0 in_x1 ?x107)))
 (let ((?x117 (dim ?x114 0)))
 (= ?x117 ?x102))))))
(assert
 (= (dim (concat 0 in_x1 (smul in_x1 in_s1)) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_x1 (smul in_x1 in_s1)) in_w1)) 2))
(assert
 (let ((?x102 (* 2 sym_n)))
 (let ((?x107 (smul in_x1 in_s1)))
 (let ((?x114 (concat 0 in_x1 ?x107)))
 (let ((?x121 (matmul ?x114 in_w1)))
 (let ((?x124 (dim ?x121 0)))
 (= ?x124 ?x102)))))))
(assert
 (let ((?x107 (smul in_x1 in_s1)))
 (let ((?x114 (concat 0 in_x1 ?x107)))
 (let ((?x121 (matmul ?x114 in_w1)))
 (= (dim ?x121 1) sym_c2)))))
(assert
 (let ((?x107 (smul in_x1 in_s1)))
(let ((?x114 (concat 0 in_x1 ?x107)))
(let ((?x121 (matmul ?x114 in_w1)))
(let ((?x84 (matmul in_x1 in_w1)))
(let ((?x91 (smul ?x84 in_s1)))
(let ((?x98 (concat 0 ?x84 ?x91)))
(and (distinct ?x98 ?x121) true))))))))
(check-sat)
