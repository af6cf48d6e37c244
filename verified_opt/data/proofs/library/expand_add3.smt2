; verified_opt proof obligation: unsat means the rule holds
; axioms used: add_expand3
; z3 rlimit used: 4224
(set-info :smt-lib-version 2.6)
(set-logic UFNIRA)
; benchmark generated from python API
(declare-sort T 0)
(declare-fun add (T T) T)
(declare-fun expand3 (Int Int Int T) T)
(declare-fun addb (T T) T)
(declare-fun rank (T) Int)
(declare-fun dim (T Int) Int)
(declare-fun sym_b () Int)
(declare-fun sym_d () Int)
(declare-fun sym_s () Int)
(declare-fun in_X () T)
(declare-fun in_Y () T)
(assert
 (forall ((X T) (Y T) (a Int) (b Int) (c Int) )(! (let ((?x10 (expand3 a b c X)))
 (let ((?x32 (add ?x10 Y)))
 (let (($x34 (= ?x32 (addb X Y))))
 (let (($x30 (= (rank Y) 3)))
 (let (($x28 (= (dim Y 2) c)))
 (let (($x26 (= (dim Y 1) b)))
 (let (($x24 (= (dim Y 0) a)))
 (let (($x21 (= (dim ?x10 2) c)))
 (let (($x18 (= (dim ?x10 1) b)))
 (let (($x15 (= (dim ?x10 0) a)))
 (=> (and (= 3 (rank ?x10)) $x15 $x18 $x21 $x24 $x26 $x28 $x30) $x34))))))))))) :pattern ( (add (expand3 a b c X) Y) ) :qid add_expand3))
 )
(assert
 (>= sym_b 1))
(assert
 (>= sym_d 1))
(assert
 (>= sym_s 1))
(assert
 (= (rank in_X) 3))
(assert
 (let ((?x69 (dim in_X 0)))
 (= 1 ?x69)))
(assert
 (= (dim in_X 1) sym_s))
(assert
 (= (dim in_X 2) sym_d))
(assert
 (= (rank in_Y) 3))
(assert
 (= (dim in_Y 0) sym_b))
(assert
 (= (dim in_Y 1) sym_s))
(assert
 (= (dim in_Y 2) sym_d))
(assert
 (= (rank (expand3 sym_b sym_s sym_d in_X)) 3))
(assert
 (= (dim (expand3 sym_b sym_s sym_d in_X) 0) sym_b))
(assert
 (= (dim (expand3 sym_b sym_s sym_d in_X) 1) sym_s))
(assert
 (= (dim (expand3 sym_b sym_s sym_d in_X) 2) sym_d))
(assert
 (= (rank (add (expand3 sym_b sym_s sym_d in_X) in_Y)) 3))
(assert
 (= (dim (add (expand3 sym_b sym_s sym_d in_X) in_Y) 0) sym_b))
(assert
 (= (dim (add (expand3 sym_b sym_s sym_d in_X) in_Y) 1) sym_s))
(assert
 (= (dim (add (expand3 sym_b sym_s sym_d in_X) in_Y) 2) sym_d))
(assert
 (= (rank (addb in_X in_Y)) 3))
(assert
 (= (dim (addb in_X in_Y) 0) sym_b))
(assert
 (= (dim (addb in_X in_Y) 1) sym_s))
(assert
 (= (dim (addb in_X in_Y) 2) sym_d))
(assert
 (let ((?x102 (addb in_X in_Y)))
(let ((?x84 (expand3 sym_b sym_s sym_d in_X)))
(let ((?x93 (add ?x84 in_Y)))
(and (distinct ?x93 ?x102) true)))))
(check-sat)
