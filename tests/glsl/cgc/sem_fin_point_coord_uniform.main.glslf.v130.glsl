// glslf output by Cg compiler
// cgc version 3.1.0013, build date Apr 24 2012
// command line args: -profile glslf -po version=130
// source file: tests/glsl/cases/sem_fin_point_coord_uniform.cg
//vendor NVIDIA Corporation
//version 3.1.0.13
//profile glslf
//program main
//semantic main.k : POINTCOORD
//semantic offset : POINTCOORD
//var float4 k : POINTCOORD :  : 0 : 1
//var float2 offset : POINTCOORD : _offset : -1 : 1
//var float4 color : $vin.COLOR0 : COLOR0 : 1 : 1
//var float4 main : $vout.COLOR : COLOR : -1 : 1

#version 130

vec4 _ret_0;
uniform vec4 _k1;
in vec4 cg_FrontColor;
out vec4 cg_FragColor;

 // main procedure, the original name was main
void main()
{


    _k1.xy = gl_PointCoord;
    _ret_0 = cg_FrontColor*_k1 + gl_PointCoord.xyxy;
    cg_FragColor = _ret_0;
    return;
} // main end
