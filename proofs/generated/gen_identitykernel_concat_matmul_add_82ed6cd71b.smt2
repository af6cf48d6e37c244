; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_comm, add_concat, matmul_concat_cols, matmul_dist_right, matmul_idkernel_right
; z3 rlimit used: 49766
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun concat (Int T T) T)
(declare-fun add (T T) T)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (B T) (C T) (D T) (ax Int) )(! (let ((?x19 (concat ax (add A C) (add B D))))
 (let ((?x15 (concat ax C D)))
 (let ((?x16 (add (concat ax A B) ?x15)))
 (let (($x20 (= ?x16 ?x19)))
 (=> (and (= (dim A ax) (dim C ax))) $x20))))) :pattern ( (add (concat ax A B) (concat ax C D)) ) :pattern ( (concat ax (add A C) (add B D)) ) :qid add_concat))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x50 (matmul A (idkernel2 c))))
 (let (($x51 (= ?x50 A)))
 (=> (and (= (dim A 1) c)) $x51))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((X T) (Y T) )(! (let ((?x60 (add Y X)))
 (let ((?x59 (add X Y)))
 (= ?x59 ?x60))) :pattern ( (add X Y) ) :pattern ( (add Y X) ) :qid add_comm))
 )
(assert
 (forall ((A T) (B T) (C T) )(! (let ((?x68 (add (matmul A B) (matmul A C))))
 (let ((?x59 (add B C)))
 (let ((?x65 (matmul A ?x59)))
 (= ?x65 ?x68)))) :pattern ( (matmul A (add B C)) ) :pattern ( (add (matmul A B) (matmul A C)) ) :qid matmul_dist_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x80 (concat ax (matmul A B) (matmul A C))))
 (let ((?x15 (concat ax B C)))
 (let ((?x77 (matmul A ?x15)))
 (let (($x81 (= ?x77 ?x80)))
 (=> (and (= ax (- (rank B) 1))) $x81))))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
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
 (= (rank (concat 1 (idkernel2 sym_c) in_w1)) 2))
(assert
 (= (dim (concat 1 (idkernel2 sym_c) in_w1) 0) sym_c))
(assert
 (let ((?x117 (* 2 sym_c)))
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x104 in_w1)))
 (let ((?x116 (dim ?x111 1)))
 (= ?x116 ?x117))))))
(assert
 (= (rank (matmul in_w1 (concat 1 (idkernel2 sym_c) in_w1))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 (idkernel2 sym_c) in_w1)) 0) sym_c))
(assert
 (let ((?x117 (* 2 sym_c)))
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x104 in_w1)))
 (let ((?x119 (matmul in_w1 ?x111)))
 (let ((?x124 (dim ?x119 1)))
 (= ?x124 ?x117)))))))
(assert
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x104 in_w1)))
 (let ((?x119 (matmul in_w1 ?x111)))
 (let ((?x126 (add ?x111 ?x119)))
 (= (rank ?x126) 2))))))
(assert
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x104 in_w1)))
 (let ((?x119 (matmul in_w1 ?x111)))
 (let ((?x126 (add ?x111 ?x119)))
 (= (dim ?x126 0) sym_c))))))
(assert
 (let ((?x117 (* 2 sym_c)))
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x111 (concat 1 ?x104 in_w1)))
 (let ((?x119 (matmul in_w1 ?x111)))
 (let ((?x126 (add ?x111 ?x119)))
 (let ((?x131 (dim ?x126 1)))
 (= ?x131 ?x117))))))))
(assert
 (let ((?x117 (* 2 sym_c)))
 (>= ?x117 0)))
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
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x134 (add in_w1 ?x104)))
 (let ((?x141 (matmul in_w1 ?x134)))
 (let ((?x148 (concat 1 ?x134 ?x141)))
 (= (rank ?x148) 2))))))
(assert
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x134 (add in_w1 ?x104)))
 (let ((?x141 (matmul in_w1 ?x134)))
 (let ((?x148 (concat 1 ?x134 ?x141)))
 (= (dim ?x148 0) sym_c))))))
(assert
 (let ((?x117 (* 2 sym_c)))
 (let ((?x104 (idkernel2 sym_c)))
 (let ((?x134 (add in_w1 ?x104)))
 (let ((?x141 (matmul in_w1 ?x134)))
 (let ((?x148 (concat 1 ?x134 ?x141)))
 (let ((?x153 (dim ?x148 1)))
 (= ?x153 ?x117))))))))
(assert
 (let ((?x104 (idkernel2 sym_c)))
(let ((?x134 (add in_w1 ?x104)))
(let ((?x141 (matmul in_w1 ?x134)))
(let ((?x148 (concat 1 ?x134 ?x141)))
(let ((?x111 (concat 1 ?x104 in_w1)))
(let ((?x119 (matmul in_w1 ?x111)))
(let ((?x126 (add ?x111 ?x119)))
(and (distinct ?x126 ?x148) true)))))))))
(check-sat)
