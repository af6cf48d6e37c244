; verified_opt proof obligation: unsat means the rule holds
; axioms used: gemm_bias, gemmnc_transB
; z3 rlimit used: 9601
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun gemmnc (Int Int Real T T) T)
(declare-fun transpose2 (Int Int T) T)
(declare-fun rank (T) Int)
(declare-fun addb (T T) T)
(declare-fun gemm (Int Int Real Real T T T) T)
(declare-fun dim (T Int) Int)
(declare-fun sym_k () Int)
(declare-fun sym_m () Int)
(declare-fun sym_n () Int)
(declare-fun in_A () T)
(declare-fun in_B () T)
(declare-fun in_C () T)
(assert
 (forall ((A T) (B T) (al Real) (ta Int) )(! (let ((?x20 (gemmnc ta 0 al A (transpose2 1 0 B))))
 (let ((?x18 (gemmnc ta 1 al A B)))
 (let (($x21 (= ?x18 ?x20)))
 (let (($x7 (>= ta 0)))
 (let (($x15 (and $x7 (= (rank A) 2) (= (rank B) 2))))
 (=> $x15 $x21)))))) :pattern ( (gemmnc ta 1 al A B) ) :pattern ( (gemmnc ta 0 al A (transpose2 1 0 B)) ) :qid gemmnc_transB))
 )
(assert
 (forall ((A T) (B T) (C T) (al Real) (ta Int) (tb Int) )(! (let ((?x62 (addb (gemmnc ta tb al A B) C)))
 (let ((?x60 (gemm ta tb al 1.0 A B C)))
 (let (($x63 (= ?x60 ?x62)))
 (let ((?x9 (rank C)))
 (let (($x57 (= ?x9 1)))
 (let (($x56 (= (rank B) 2)))
 (let (($x54 (= (rank A) 2)))
 (let (($x7 (>= tb 0)))
 (let (($x51 (>= ta 0)))
 (let (($x58 (and (= (dim C 0) (dim B (- 1 tb))) $x51 $x7 $x54 $x56 $x57)))
 (=> $x58 $x63))))))))))) :pattern ( (gemm ta tb al 1.0 A B C) ) :pattern ( (addb (gemmnc ta tb al A B) C) ) :qid gemm_bias))
 )
(assert
 (>= sym_k 1))
(assert
 (>= sym_m 1))
(assert
 (>= sym_n 1))
(assert
 (= (rank in_A) 2))
(assert
 (= (dim in_A 0) sym_m))
(assert
 (= (dim in_A 1) sym_k))
(assert
 (= (rank in_B) 2))
(assert
 (= (dim in_B 0) sym_n))
(assert
 (= (dim in_B 1) sym_k))
(assert
 (= (rank in_C) 1))
(assert
 (= (dim in_C 0) sym_n))
(assert
 (= (rank (gemm 0 1 1.0 1.0 in_A in_B in_C)) 2))
(assert
 (= (dim (gemm 0 1 1.0 1.0 in_A in_B in_C) 0) sym_m))
(assert
 (= (dim (gemm 0 1 1.0 1.0 in_A in_B in_C) 1) sym_n))
(assert
 (= (rank (transpose2 1 0 in_B)) 2))
(assert
 (= (dim (transpose2 1 0 in_B) 0) sym_k))
(assert
 (= (dim (transpose2 1 0 in_B) 1) sym_n))
(assert
 (let ((?x109 (transpose2 1 0 in_B)))
 (let ((?x116 (gemm 0 0 1.0 1.0 in_A ?x109 in_C)))
 (= (rank ?x116) 2))))
(assert
 (let ((?x109 (transpose2 1 0 in_B)))
 (let ((?x116 (gemm 0 0 1.0 1.0 in_A ?x109 in_C)))
 (= (dim ?x116 0) sym_m))))
(assert
 (let ((?x109 (transpose2 1 0 in_B)))
 (let ((?x116 (gemm 0 0 1.0 1.0 in_A ?x109 in_C)))
 (= (dim ?x116 1) sym_n))))
(assert
 (let ((?x109 (transpose2 1 0 in_B)))
(let ((?x116 (gemm 0 0 1.0 1.0 in_A ?x109 in_C)))
(let ((?x102 (gemm 0 1 1.0 1.0 in_A in_B in_C)))
(and (distinct ?x102 ?x116) true)))))
(check-sat)
