; verified_opt proof obligation: unsat means the rule holds
; axioms used: matmul_concat_rows, matmul_idkernel_left, matmul_slice_rows, slice_concat_left, slice_concat_right
; z3 rlimit used: 77906
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
 (forall ((A T) (c Int) )(! (let ((?x67 (matmul (idkernel2 c) A)))
 (let (($x68 (= ?x67 A)))
 (=> (and (= (dim A 0) c)) $x68))) :pattern ( (matmul (idkernel2 c) A) ) :qid matmul_idkernel_left))
 )
(assert
 (forall ((A T) (B T) (C T) (ax Int) )(! (let ((?x85 (concat ax (matmul A C) (matmul B C))))
 (let ((?x82 (matmul (concat ax A B) C)))
 (let (($x86 (= ?x82 ?x85)))
 (=> (and (= ax (- (rank A) 2)) (>= ax 0)) $x86)))) :pattern ( (matmul (concat ax A B) C) ) :pattern ( (concat ax (matmul A C) (matmul B C)) ) :qid matmul_concat_rows))
 )
(assert
 (forall ((A T) (B T) (ax Int) (e Int) (s Int) )(! (let ((?x110 (matmul (slice ax s e A) B)))
 (let ((?x108 (slice ax s e (matmul A B))))
 (let (($x111 (= ?x108 ?x110)))
 (let (($x105 (>= e 1)))
 (let (($x79 (>= s 0)))
 (let (($x103 (>= ax 0)))
 (=> (and (= ax (- (rank A) 2)) (<= s e) $x103 $x79 $x105) $x111))))))) :pattern ( (slice ax s e (matmul A B)) ) :pattern ( (matmul (slice ax s e A) B) ) :qid matmul_slice_rows))
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
 (= (rank (concat 0 in_w1 (idkernel2 sym_c))) 2))
(assert
 (let ((?x145 (* 2 sym_c)))
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 0 in_w1 ?x134)))
 (let ((?x144 (dim ?x141 0)))
 (= ?x144 ?x145))))))
(assert
 (= (dim (concat 0 in_w1 (idkernel2 sym_c)) 1) sym_c))
(assert
 (= (rank (matmul (concat 0 in_w1 (idkernel2 sym_c)) in_w1)) 2))
(assert
 (let ((?x145 (* 2 sym_c)))
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 0 in_w1 ?x134)))
 (let ((?x149 (matmul ?x141 in_w1)))
 (let ((?x152 (dim ?x149 0)))
 (= ?x152 ?x145)))))))
(assert
 (= (dim (matmul (concat 0 in_w1 (idkernel2 sym_c)) in_w1) 1) sym_c))
(assert
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 0 in_w1 ?x134)))
 (let ((?x149 (matmul ?x141 in_w1)))
 (let ((?x156 (slice 0 0 sym_c ?x149)))
 (= (rank ?x156) 2))))))
(assert
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 0 in_w1 ?x134)))
 (let ((?x149 (matmul ?x141 in_w1)))
 (let ((?x156 (slice 0 0 sym_c ?x149)))
 (= (dim ?x156 0) sym_c))))))
(assert
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 0 in_w1 ?x134)))
 (let ((?x149 (matmul ?x141 in_w1)))
 (let ((?x156 (slice 0 0 sym_c ?x149)))
 (= (dim ?x156 1) sym_c))))))
(assert
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 0 in_w1 ?x134)))
 (let ((?x149 (matmul ?x141 in_w1)))
 (let ((?x145 (* 2 sym_c)))
 (let ((?x163 (slice 0 sym_c ?x145 ?x149)))
 (= (rank ?x163) 2)))))))
(assert
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 0 in_w1 ?x134)))
 (let ((?x149 (matmul ?x141 in_w1)))
 (let ((?x145 (* 2 sym_c)))
 (let ((?x163 (slice 0 sym_c ?x145 ?x149)))
 (= (dim ?x163 0) sym_c)))))))
(assert
 (let ((?x134 (idkernel2 sym_c)))
 (let ((?x141 (concat 0 in_w1 ?x134)))
 (let ((?x149 (matmul ?x141 in_w1)))
 (let ((?x145 (* 2 sym_c)))
 (let ((?x163 (slice 0 sym_c ?x145 ?x149)))
 (= (dim ?x163 1) sym_c)))))))
(assert
 (let ((?x145 (* 2 sym_c)))
 (>= ?x145 0)))
(assert
 (let ((?x134 (idkernel2 sym_c)))
(let ((?x141 (concat 0 in_w1 ?x134)))
(let ((?x149 (matmul ?x141 in_w1)))
(let ((?x145 (* 2 sym_c)))
(let ((?x163 (slice 0 sym_c ?x145 ?x149)))
(and (distinct ?x163 in_w1) true)))))))
(check-sat)
