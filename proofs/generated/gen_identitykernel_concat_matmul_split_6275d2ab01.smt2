; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_cols, matmul_idkernel_right, matmul_slice_cols, slice_concat_left, slice_concat_right
; z3 rlimit used: 51868
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun slice (Int Int Int T) T)
(declare-fun concat (Int T T) T)
(declare-fun dim (T Int) Int)
(declare-fun matmul (T T) T)
(declare-fun idkernel2 (Int) T)
(declare-fun rank (T) Int)
(declare-fun sym_c () Int)
(declare-fun in_w1 () T)
(assert
 (forall ((A T) (B T) (ax Int) (n1 Int) )(! (let ((?x14 (slice ax 0 n1 (concat ax A B))))
 (let (($x15 (= ?x14 A)))
 (=> (and (= (dim A ax) n1)) $x15))) :pattern ( (slice ax 0 n1 (concat ax A B)) ) :qid slice_concat_left))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (n1 Int) )(! (let ((?x48 (slice ax n1 e (concat ax A B))))
 (let (($x49 (= ?x48 B)))
 (=> (and (= (dim A ax) n1) (= (dim B ax) (- e n1))) $x49))) :pattern ( (slice ax n1 e (concat ax A B)) ) :qid slice_concat_right))
 )
(assert
 (forall ((A T) (c Int) )(! (let ((?x68 (matmul A (idkernel2 c))))
 (let (($x69 (= ?x68 A)))
 (=> (and (= (dim A 1) c)) $x69))) :pattern ( (matmul A (idkernel2 c)) ) :qid matmul_idkernel_right))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x84 (concat ax (matmul A B) (matmul A C))))
 (let ((?x81 (matmul A (concat ax B C))))
 (let (($x85 (= ?x81 ?x84)))
 (=> (and (= ax (- (rank B) 1))) $x85)))) :pattern ( (matmul A (concat ax B C)) ) :pattern ( (concat ax (matmul A B) (matmul A C)) ) :qid matmul_concat_cols))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x104 (matmul A (slice ax s e B))))
 (let ((?x102 (slice ax s e (matmul A B))))
 (let (($x105 (= ?x102 ?x104)))
 (=> (and (= ax (- (rank B) 1)) (<= s e)) $x105)))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul A (slice ax s e B)) ) :qid matmul_slice_cols))
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
 (= (rank (concat 1 in_w1 (idkernel2 sym_c))) 2))
(assert
 (= (dim (concat 1 in_w1 (idkernel2 sym_c)) 0) sym_c))
(assert
 (let ((?x142 (* 2 sym_c)))
 (let ((?x129 (idkernel2 sym_c)))
 (let ((?x136 (concat 1 in_w1 ?x129)))
 (let ((?x141 (dim ?x136 1)))
 (= ?x141 ?x142))))))
(assert
 (= (rank (matmul in_w1 (concat 1 in_w1 (idkernel2 sym_c)))) 2))
(assert
 (= (dim (matmul in_w1 (concat 1 in_w1 (idkernel2 sym_c))) 0) sym_c))
(assert
 (let ((?x142 (* 2 sym_c)))
 (let ((?x129 (idkernel2 sym_c)))
 (let ((?x136 (concat 1 in_w1 ?x129)))
 (let ((?x144 (matmul in_w1 ?x136)))
 (let ((?x149 (dim ?x144 1)))
 (= ?x149 ?x142)))))))
(assert
 (let ((?x129 (idkernel2 sym_c)))
 (let ((?x136 (concat 1 in_w1 ?x129)))
 (let ((?x144 (matmul in_w1 ?x136)))
 (let ((?x151 (slice 1 0 sym_c ?x144)))
 (= (rank ?x151) 2))))))
(assert
 (let ((?x129 (idkernel2 sym_c)))
 (let ((?x136 (concat 1 in_w1 ?x129)))
 (let ((?x144 (matmul in_w1 ?x136)))
 (let ((?x151 (slice 1 0 sym_c ?x144)))
 (= (dim ?x151 0) sym_c))))))
(assert
 (let ((?x129 (idkernel2 sym_c)))
 (let ((?x136 (concat 1 in_w1 ?x129)))
 (let ((?x144 (matmul in_w1 ?x136)))
 (let ((?x151 (slice 1 0 sym_c ?x144)))
 (= (dim ?x151 1) sym_c))))))
(assert
 (let ((?x129 (idkernel2 sym_c)))
 (let ((?x136 (concat 1 in_w1 ?x129)))
 (let ((?x144 (matmul in_w1 ?x136)))
 (let ((?x142 (* 2 sym_c)))
 (let ((?x158 (slice 1 sym_c ?x142 ?x144)))
 (= (rank ?x158) 2)))))))
(assert
 (let ((?x129 (idkernel2 sym_c)))
 (let ((?x136 (concat 1 in_w1 ?x129)))
 (let ((?x144 (matmul in_w1 ?x136)))
 (let ((?x142 (* 2 sym_c)))
 (let ((?x158 (slice 1 sym_c ?x142 ?x144)))
 (= (dim ?x158 0) sym_c)))))))
(assert
 (let ((?x129 (idkernel2 sym_c)))
 (let ((?x136 (concat 1 in_w1 ?x129)))
 (let ((?x144 (matmul in_w1 ?x136)))
 (let ((?x142 (* 2 sym_c)))
 (let ((?x158 (slice 1 sym_c ?x142 ?x144)))
 (= (dim ?x158 1) sym_c)))))))
(assert
 (let ((?x142 (* 2 sym_c)))
 (>= ?x142 0)))
(assert
 (let ((?x129 (idkernel2 sym_c)))
(let ((?x136 (concat 1 in_w1 ?x129)))
(let ((?x144 (matmul in_w1 ?x136)))
(let ((?x142 (* 2 sym_c)))
(let ((?x158 (slice 1 sym_c ?x142 ?x144)))
(and (distinct ?x158 in_w1) true)))))))
(check-sat)
